import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, datePositionOf, defineGroupLoader, defineLoader, isUuid, toPage, type DatePosition, type Page } from '@koinonia/kit';
import { ChatEntity, ChatParticipantEntity, type Chat, type ChatParticipant, type ChatType } from './chat.entity.ts';

/** A page of chats (the `ChatPage` schema type is resolved from it). */
export type ChatPage = Page<Chat>;

/**
 * The name PostgreSQL gave the unique constraint on `chat.direct_key` (migration 0001): it decides
 * the race of two people starting their direct chat at the same moment.
 */
export const DIRECT_KEY_CONSTRAINT = 'chat_direct_key_key';

export const findChatById = (em: EntityManager, id: string): Promise<Chat | null> => em.findOne(ChatEntity, { id });

export const findDirectChat = (em: EntityManager, directKey: string): Promise<Chat | null> =>
  em.findOne(ChatEntity, { directKey });

/** A person's row in a chat, whether they are still in it or have left. */
export const findParticipant = (em: EntityManager, chatId: string, userId: string): Promise<ChatParticipant | null> =>
  em.findOne(ChatParticipantEntity, { chatId, userId });

export const findActiveParticipantIds = async (em: EntityManager, chatId: string): Promise<string[]> =>
  (await em.find(ChatParticipantEntity, { chatId, isActive: true }, { fields: ['userId'] })).map((p) => p.userId);

export const countActiveParticipants = (em: EntityManager, chatId: string): Promise<number> =>
  em.count(ChatParticipantEntity, { chatId, isActive: true });

export async function deleteChatWithParticipants(em: EntityManager, chatId: string): Promise<void> {
  await em.nativeDelete(ChatParticipantEntity, { chatId });
  await em.nativeDelete(ChatEntity, { id: chatId });
}

/** Chats by id, batched per request (`_entities` asks for many at once); null for a malformed id. */
export const chatById = defineLoader(
  (em, ids: readonly string[]) => em.find(ChatEntity, { id: { $in: ids.filter(isUuid) } }),
  (chat) => chat.id,
);

/**
 * Everyone who is or was in each chat, in the order they joined (among those who joined together,
 * admins first), batched per request: a page of chats costs one query for all their participants.
 */
export const participantsByChat = defineGroupLoader(
  (em, chatIds: readonly string[]) =>
    em.find(ChatParticipantEntity, { chatId: { $in: chatIds } }, { orderBy: [{ joinedAt: 'asc' }, { isAdmin: 'desc' }, { id: 'asc' }] }),
  (participant) => participant.chatId,
);

export interface ChatListQuery {
  /** The chats this person is an active participant of. */
  readonly userId: string;
  readonly groupId?: string | null | undefined;
  readonly eventId?: string | null | undefined;
  readonly types?: readonly ChatType[] | null | undefined;
  /** Only these chats, all of which this person is an active participant of (those with unread messages). */
  readonly ids?: readonly string[] | undefined;
  readonly before: DatePosition | null;
  readonly limit: number;
}

/** A page of a person's chats, newest first. */
export async function findChatPage(em: EntityManager, query: ChatListQuery): Promise<ChatPage> {
  const memberOf = em.createQueryBuilder(ChatParticipantEntity, 'p').select('p.chatId').where({ userId: query.userId, isActive: true });
  const rows = await em.find(
    ChatEntity,
    {
      // The chats given are the person's own already (see `ids`).
      id: { $in: query.ids ? [...query.ids] : memberOf },
      ...(query.groupId ? { groupId: query.groupId } : {}),
      ...(query.eventId ? { eventId: query.eventId } : {}),
      ...(query.types?.length ? { type: { $in: [...query.types] } } : {}),
      ...(query.before ? beforeDate('createdAt', query.before) : {}),
    },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: query.limit + 1 },
  );
  return toPage(rows, query.limit, (chat) => datePositionOf(chat.createdAt, chat.id));
}
