import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** One person's emoji on one message (once per emoji). */
export const ChatMessageReactionEntity = defineEntity({
  name: 'ChatMessageReaction',
  tableName: 'chat_message_reaction',
  properties: {
    id: p.uuid().primary(),
    messageId: p.uuid(),
    chatId: p.uuid(),
    userId: p.uuid(),
    emoji: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type ChatMessageReaction = InferEntity<typeof ChatMessageReactionEntity>;
