import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader } from '@koinonia/kit';
import { ChatMessageReactionEntity, type ChatMessageReaction } from './reaction.entity.ts';

export const findReaction = (em: EntityManager, messageId: string, userId: string, emoji: string): Promise<ChatMessageReaction | null> =>
  em.findOne(ChatMessageReactionEntity, { messageId, userId, emoji });

/**
 * Adds a reaction unless that person already reacted so: one statement, so reactions racing for the
 * same emoji keep one row. Returns whether it was added.
 */
export async function insertReaction(em: EntityManager, reaction: Omit<ChatMessageReaction, 'createdAt'>): Promise<boolean> {
  const rows = await em.execute<{ id: string }[]>(
    `insert into chat_message_reaction (id, message_id, chat_id, user_id, emoji, created_at) values (?, ?, ?, ?, ?, now())
       on conflict (message_id, user_id, emoji) do nothing returning id`,
    [reaction.id, reaction.messageId, reaction.chatId, reaction.userId, reaction.emoji],
  );
  return rows.length > 0;
}

/** Removes a reaction; returns whether there was one (concurrent removals: one of them removes it). */
export async function deleteReaction(em: EntityManager, id: string): Promise<boolean> {
  return (await em.nativeDelete(ChatMessageReactionEntity, { id })) > 0;
}

export async function deleteReactionsOf(em: EntityManager, messageId: string): Promise<void> {
  await em.nativeDelete(ChatMessageReactionEntity, { messageId });
}

/** Each message's reactions, oldest first, batched per request. */
export const reactionsByMessage = defineGroupLoader(
  (em, messageIds: readonly string[]) =>
    em.find(ChatMessageReactionEntity, { messageId: { $in: messageIds } }, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
  (reaction) => reaction.messageId,
);
