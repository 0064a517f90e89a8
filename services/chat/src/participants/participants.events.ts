import { recordEvent, type EntityManager, type Viewer } from '@koinonia/kit';
import type { Chat } from '../chats/chat.entity.ts';
import type { ChatModerator } from './chat-moderator.entity.ts';

const SOURCE = 'chat';

/** The events participants and moderators publish (contracts in services/events/src/chat.ts). */
export const recordParticipant = {
  joined: (em: EntityManager, viewer: Viewer, chat: Chat, userId: string, addedById: string | null) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'chat.participant.joined',
      version: 1,
      aggregateId: chat.id,
      payload: { chatId: chat.id, type: chat.type, userId, addedById },
    }),
  left: (em: EntityManager, viewer: Viewer, chat: Chat, userId: string, removedById: string | null) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'chat.participant.left',
      version: 1,
      aggregateId: chat.id,
      payload: { chatId: chat.id, type: chat.type, userId, removedById },
    }),
  /** Rights granted or changed; withdrawn rights are recorded as all false. */
  moderator: (em: EntityManager, viewer: Viewer, moderator: ChatModerator, withdrawn = false) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'chat.moderator.changed',
      version: 1,
      aggregateId: moderator.chatId,
      payload: {
        chatId: moderator.chatId,
        userId: moderator.userId,
        canManageParticipants: !withdrawn && moderator.canManageParticipants,
        canDeleteMessages: !withdrawn && moderator.canDeleteMessages,
        canPinMessages: !withdrawn && moderator.canPinMessages,
        grantedById: moderator.grantedById,
      },
    }),
};
