import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader, isUuid } from '@koinonia/kit';
import { ChatEntity, ChatParticipantEntity, type Chat, type ChatParticipant } from '../chats/chat.entity.ts';
import { ChatModeratorEntity, type ChatModerator } from './chat-moderator.entity.ts';

/**
 * The chat, locked for the rest of the transaction: every change to a chat's participants and
 * moderators takes this lock first, so concurrent joins, leaves and grants apply one at a time.
 */
export const lockChat = (em: EntityManager, id: string): Promise<Chat | null> =>
  isUuid(id) ? em.findOne(ChatEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : Promise.resolve(null);

export const findModerator = (em: EntityManager, chatId: string, userId: string): Promise<ChatModerator | null> =>
  em.findOne(ChatModeratorEntity, { chatId, userId });

/** The active admins of a chat. */
export const countActiveAdmins = (em: EntityManager, chatId: string): Promise<number> =>
  em.count(ChatParticipantEntity, { chatId, isActive: true, isAdmin: true });

/** The active participant who has been in the chat longest (the next admin when the last one leaves). */
export const findLongestStanding = (em: EntityManager, chatId: string): Promise<ChatParticipant | null> =>
  em.findOne(ChatParticipantEntity, { chatId, isActive: true }, { orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }] });

/** Each chat's moderators in the order they were granted, batched per request. */
export const moderatorsByChat = defineGroupLoader(
  (em, chatIds: readonly string[]) =>
    em.find(ChatModeratorEntity, { chatId: { $in: chatIds } }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  (moderator) => moderator.chatId,
);

/** Withdraws a person's moderator rights in a chat, if they had any. */
export async function deleteModeratorOf(em: EntityManager, chatId: string, userId: string): Promise<void> {
  await em.nativeDelete(ChatModeratorEntity, { chatId, userId });
}
