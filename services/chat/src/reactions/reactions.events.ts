import { recordEvent, type EntityManager, type Viewer } from '@koinonia/kit';
import type { ChatMessageReaction } from './reaction.entity.ts';

const SOURCE = 'chat';
type Reaction = Pick<ChatMessageReaction, 'messageId' | 'chatId' | 'userId' | 'emoji'>;

const payloadOf = (reaction: Reaction) => ({
  messageId: reaction.messageId,
  chatId: reaction.chatId,
  userId: reaction.userId,
  emoji: reaction.emoji,
});

/** The events reactions publish (contracts in services/events/src/chat.ts). */
export const recordReaction = {
  added: (em: EntityManager, viewer: Viewer, reaction: Reaction) =>
    recordEvent(em, SOURCE, viewer, { type: 'chat.reaction.added', version: 1, aggregateId: reaction.chatId, payload: payloadOf(reaction) }),
  removed: (em: EntityManager, viewer: Viewer, reaction: Reaction) =>
    recordEvent(em, SOURCE, viewer, { type: 'chat.reaction.removed', version: 1, aggregateId: reaction.chatId, payload: payloadOf(reaction) }),
};
