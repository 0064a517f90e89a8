import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, type EventHandlers, type Logger } from '@koinonia/kit';
import { findActiveParticipantIds } from '../chats/chat.repository.ts';
import { recordChat } from '../chats/chats.events.ts';
import type { ChatLive } from '../live/chat-live.ts';
import { actorOf, closeRoom, joinRoom, leaveRoom, openRoomChat, type RoomChange } from './room-membership.ts';
import { lockRoom, lockRoomChats, recordRoomMember, type Room } from './rooms.repository.ts';

const group = (id: string): Room => ({ kind: 'GROUP', id });
const event = (id: string): Room => ({ kind: 'EVENT', id });

/**
 * Community's groups and events, kept so that their chats follow membership and registration. A
 * group's chat opens when the group is created (its creator the first admin, named after it), is
 * renamed with it and deleted with it; an event's opens with its first registration. One group's or
 * event's events share a partition (aggregate), so they arrive in order; ids that are not uuids
 * (never produced by community) are ignored.
 *
 * The chats' subscribers are told as the handler ends, inside the consumer's transaction (its
 * changes flushed, not yet committed): live delivery is at most once anyway, and a redelivered
 * event that the processed-event record skips tells no one twice.
 */
export function roomsHandlers(handlers: EventHandlers, live: ChatLive, logger: Logger): EventHandlers {
  const tell = async (em: EntityManager, changes: readonly RoomChange[]): Promise<void> => {
    if (changes.length === 0) return;
    await em.flush();
    for (const { kind, chatId, data, alsoTo } of changes) {
      try {
        const audience = [...(await findActiveParticipantIds(em, chatId)), ...alsoTo];
        await live.publish({ kind, chatId, audience, data: { ...data } });
      } catch (error) {
        logger.warn({ err: error, kind, chatId }, 'live event not published');
      }
    }
  };
  return handlers
    .on('community.group.created', 1, async ({ groupId, name, createdById }, { em, envelope }) => {
      if (!isUuid(groupId) || !isUuid(createdById)) return;
      await lockRoom(em, group(groupId));
      await recordRoomMember(em, group(groupId), createdById);
      if ((await lockRoomChats(em, group(groupId))).length === 0) openRoomChat(em, envelope, group(groupId), createdById, name);
    })
    .on('community.group.updated', 1, async ({ groupId, name }, { em, envelope }) => {
      if (!isUuid(groupId)) return;
      const changes: RoomChange[] = [];
      for (const chat of await lockRoomChats(em, group(groupId))) {
        if (chat.name === name) continue;
        chat.name = name;
        recordChat.updated(em, actorOf(envelope), chat);
        changes.push({ kind: 'chat.updated', chatId: chat.id, data: chat, alsoTo: [] });
      }
      await tell(em, changes);
    })
    .on('community.group.deleted', 1, async ({ groupId }, { em, envelope }) => {
      if (isUuid(groupId)) await tell(em, await closeRoom(em, envelope, group(groupId)));
    })
    .on('community.group.member-joined', 1, async ({ groupId, userId }, { em, envelope }) => {
      if (isUuid(groupId) && isUuid(userId)) await tell(em, await joinRoom(em, envelope, group(groupId), userId));
    })
    .on('community.group.member-left', 1, async ({ groupId, userId }, { em, envelope }) => {
      if (isUuid(groupId) && isUuid(userId)) await tell(em, await leaveRoom(em, envelope, group(groupId), userId));
    })
    .on('community.event.registered', 1, async ({ eventId, userId }, { em, envelope }) => {
      if (isUuid(eventId) && isUuid(userId)) await tell(em, await joinRoom(em, envelope, event(eventId), userId));
    })
    .on('community.event.registration-cancelled', 1, async ({ eventId, userId }, { em, envelope }) => {
      if (isUuid(eventId) && isUuid(userId)) await tell(em, await leaveRoom(em, envelope, event(eventId), userId));
    });
}
