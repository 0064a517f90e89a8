import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventEnvelope } from '@koinonia/events';
import type { Viewer } from '@koinonia/kit';
import type { LiveKind } from '../live/chat-live.ts';
import { ChatEntity, ChatParticipantEntity, type Chat } from '../chats/chat.entity.ts';
import { findActiveParticipantIds, findParticipant, deleteChatWithParticipants } from '../chats/chat.repository.ts';
import { recordChat } from '../chats/chats.events.ts';
import { countActiveAdmins, deleteModeratorOf, findLongestStanding } from '../participants/participant.repository.ts';
import { recordParticipant } from '../participants/participants.events.ts';
import { chatTypeOfRoom, forgetRoom, forgetRoomMember, lockRoom, lockRoomChats, recordRoomMember, type Room } from './rooms.repository.ts';

/** The community event's author, recorded as the author of the chat events it causes. */
export const actorOf = (envelope: EventEnvelope): Viewer => ({
  userId: envelope.actorId,
  roles: [],
  sessionId: null,
  impersonatorId: envelope.impersonatorId,
});

/** A change to tell the chat's subscribers of (the live port's event, its audience found later). */
export interface RoomChange {
  readonly kind: LiveKind;
  readonly chatId: string;
  readonly data: object;
  /** Who hears it besides the chat's active participants: whoever just left. */
  readonly alsoTo: readonly string[];
}

/** Opens a room's chat with `creatorId` as its first admin (recorded as chat.chat.created). */
export function openRoomChat(em: EntityManager, envelope: EventEnvelope, room: Room, creatorId: string, name: string | null): Chat {
  const chat = em.create(ChatEntity, {
    id: randomUUID(),
    type: chatTypeOfRoom[room.kind],
    name,
    description: null,
    imageUrl: null,
    isPublic: false,
    groupId: room.kind === 'GROUP' ? room.id : null,
    eventId: room.kind === 'EVENT' ? room.id : null,
    creatorId,
    directKey: null,
  });
  em.create(ChatParticipantEntity, { id: randomUUID(), chatId: chat.id, userId: creatorId, isAdmin: true, leftAt: null });
  recordChat.created(em, actorOf(envelope), chat, [creatorId]);
  return chat;
}

/**
 * Someone joined the group or registered for the event: they are in every chat of it (back as a
 * plain participant with a new joinedAt if they had left). An event's chat opens with its first
 * registration, that person its admin: community's contract has no event-created event, and counts
 * an event's admin as a registrant, so its admin is normally the first.
 */
export async function joinRoom(em: EntityManager, envelope: EventEnvelope, room: Room, userId: string): Promise<RoomChange[]> {
  await lockRoom(em, room);
  await recordRoomMember(em, room, userId);
  const chats = await lockRoomChats(em, room);
  if (room.kind === 'EVENT' && chats.length === 0) {
    openRoomChat(em, envelope, room, userId, null);
    return [];
  }
  const changes: RoomChange[] = [];
  for (const chat of chats) {
    const participant = await findParticipant(em, chat.id, userId);
    if (participant?.isActive) continue;
    const joined = participant ?? em.create(ChatParticipantEntity, { id: randomUUID(), chatId: chat.id, userId, isAdmin: false, leftAt: null });
    if (participant) {
      participant.isActive = true;
      participant.leftAt = null;
      participant.joinedAt = new Date();
    }
    recordParticipant.joined(em, actorOf(envelope), chat, userId, null);
    changes.push({ kind: 'participant.joined', chatId: chat.id, data: joined, alsoTo: [] });
  }
  return changes;
}

/**
 * Someone left the group (or was removed) or cancelled their registration: they leave its chats as
 * `chatParticipant~ DELETE` would have them leave (row kept, admin role and moderator rights
 * dropped, the longest-standing participant promoted when the last admin went).
 */
export async function leaveRoom(em: EntityManager, envelope: EventEnvelope, room: Room, userId: string): Promise<RoomChange[]> {
  await lockRoom(em, room);
  await forgetRoomMember(em, room, userId);
  const changes: RoomChange[] = [];
  for (const chat of await lockRoomChats(em, room)) {
    const participant = await findParticipant(em, chat.id, userId);
    if (!participant?.isActive) continue;
    const wasAdmin = participant.isAdmin;
    participant.isActive = false;
    participant.isAdmin = false;
    participant.leftAt = new Date();
    await deleteModeratorOf(em, chat.id, userId);
    if (wasAdmin) {
      await em.flush();
      const next = (await countActiveAdmins(em, chat.id)) === 0 ? await findLongestStanding(em, chat.id) : null;
      if (next) next.isAdmin = true;
    }
    const removedById = envelope.actorId && envelope.actorId !== userId ? envelope.actorId : null;
    recordParticipant.left(em, actorOf(envelope), chat, userId, removedById);
    changes.push({ kind: 'participant.left', chatId: chat.id, data: participant, alsoTo: [userId] });
  }
  return changes;
}

/** The group is gone: so are its chats (with their messages) and its members' read model. */
export async function closeRoom(em: EntityManager, envelope: EventEnvelope, room: Room): Promise<RoomChange[]> {
  await lockRoom(em, room);
  await forgetRoom(em, room);
  const changes: RoomChange[] = [];
  for (const chat of await lockRoomChats(em, room)) {
    const participantIds = await findActiveParticipantIds(em, chat.id);
    await deleteChatWithParticipants(em, chat.id);
    recordChat.deleted(em, actorOf(envelope), chat, participantIds);
    changes.push({ kind: 'chat.deleted', chatId: chat.id, data: chat, alsoTo: participantIds });
  }
  return changes;
}
