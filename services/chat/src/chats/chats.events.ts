import { recordEvent, type EntityManager, type Viewer } from '@koinonia/kit';
import type { Chat } from './chat.entity.ts';

const SOURCE = 'chat';

/** The events chats publish (contracts in services/events/src/chat.ts), in the change's transaction. */
export const recordChat = {
  created: (em: EntityManager, viewer: Viewer, chat: Chat, participantIds: readonly string[]) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'chat.chat.created',
      version: 1,
      aggregateId: chat.id,
      payload: {
        chatId: chat.id,
        type: chat.type,
        name: chat.name ?? null,
        groupId: chat.groupId ?? null,
        eventId: chat.eventId ?? null,
        isPublic: chat.isPublic,
        creatorId: chat.creatorId,
        participantIds: [...participantIds],
      },
    }),
  updated: (em: EntityManager, viewer: Viewer, chat: Chat) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'chat.chat.updated',
      version: 1,
      aggregateId: chat.id,
      payload: {
        chatId: chat.id,
        type: chat.type,
        name: chat.name ?? null,
        description: chat.description ?? null,
        imageUrl: chat.imageUrl ?? null,
        isPublic: chat.isPublic,
      },
    }),
  deleted: (em: EntityManager, viewer: Viewer, chat: Chat, participantIds: readonly string[]) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'chat.chat.deleted',
      version: 1,
      aggregateId: chat.id,
      payload: { chatId: chat.id, type: chat.type, participantIds: [...participantIds] },
    }),
};
