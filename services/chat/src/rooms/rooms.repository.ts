import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ChatEntity, type Chat } from '../chats/chat.entity.ts';

/** A community group or event, whose chat follows who belongs to it. */
export interface Room {
  kind: 'GROUP' | 'EVENT';
  id: string;
}

export const chatTypeOfRoom = { GROUP: 'GROUP_CHAT', EVENT: 'EVENT_CHAT' } as const;

// The read model's writes are idempotent on their own, besides the consumer's once-per-event record.

/**
 * Holds the room until the transaction ends: a chat of it started by hand (chats/add-chat.use-case.ts)
 * and community's joins and leaves apply one at a time, so none misses the other.
 */
export async function lockRoom(em: EntityManager, room: Room): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`chat-room:${room.kind}:${room.id}`]);
}

/** Who belongs in the room's chats, as community's events said, longest-standing first. */
export async function findRoomMemberIds(em: EntityManager, room: Room): Promise<string[]> {
  const rows = await em.execute<{ user_id: string }[]>(
    'select user_id from chat_room_member where room_kind = ? and room_id = ? order by joined_at, user_id',
    [room.kind, room.id],
  );
  return rows.map((row) => row.user_id);
}

export async function recordRoomMember(em: EntityManager, room: Room, userId: string): Promise<void> {
  await em.execute(
    'insert into chat_room_member (room_kind, room_id, user_id) values (?, ?, ?) on conflict do nothing',
    [room.kind, room.id, userId],
  );
}

/** Whether community's events made `userId` a member of the group, or a registrant of the event. */
export async function isRoomMember(em: EntityManager, room: Room, userId: string): Promise<boolean> {
  const rows = await em.execute<{ found: number }[]>(
    'select 1 as found from chat_room_member where room_kind = ? and room_id = ? and user_id = ? limit 1',
    [room.kind, room.id, userId],
  );
  return rows.length > 0;
}

export async function forgetRoomMember(em: EntityManager, room: Room, userId: string): Promise<void> {
  await em.execute('delete from chat_room_member where room_kind = ? and room_id = ? and user_id = ?', [room.kind, room.id, userId]);
}

export async function forgetRoom(em: EntityManager, room: Room): Promise<void> {
  await em.execute('delete from chat_room_member where room_kind = ? and room_id = ?', [room.kind, room.id]);
}

/**
 * The room's chats (a group's GROUP_CHATs, an event's EVENT_CHATs), locked like every change to a
 * chat's people (participants/participant.repository.ts, lockChat), oldest first.
 */
export const lockRoomChats = (em: EntityManager, room: Room): Promise<Chat[]> =>
  em.find(
    ChatEntity,
    room.kind === 'GROUP' ? { type: 'GROUP_CHAT', groupId: room.id } : { type: 'EVENT_CHAT', eventId: room.id },
    { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
  );
