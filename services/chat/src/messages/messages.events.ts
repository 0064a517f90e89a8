import { recordEvent, type EntityManager, type SignedInViewer, type Viewer } from '@koinonia/kit';
import type { Chat } from '../chats/chat.entity.ts';
import type { ChatMessage } from './chat-message.entity.ts';

const SOURCE = 'chat';

/** The events messages publish (contracts in services/events/src/chat.ts), in the change's transaction. */
export const recordMessage = {
  sent: (
    em: EntityManager,
    viewer: Viewer,
    chat: Chat,
    message: ChatMessage,
    recipients: { readonly all: readonly string[]; readonly viewing: readonly string[] },
    attachmentCount: number,
  ) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'chat.message.sent',
      version: 1,
      aggregateId: chat.id,
      payload: {
        messageId: message.id,
        chatId: chat.id,
        chatType: chat.type,
        chatName: chat.name ?? null,
        groupId: chat.groupId ?? null,
        eventId: chat.eventId ?? null,
        senderId: message.senderId,
        recipientIds: [...recipients.all],
        mentionedUserIds: [...message.mentionedUserIds],
        viewingUserIds: [...recipients.viewing],
        attachmentCount,
      },
    }),
  /** Only people an edit newly mentions (those mentioned when it was sent were told then). */
  mentioned: (em: EntityManager, viewer: Viewer, chat: Chat, message: ChatMessage, mentionedUserIds: readonly string[]) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'chat.message.mentioned',
      version: 1,
      aggregateId: chat.id,
      payload: {
        messageId: message.id,
        chatId: chat.id,
        chatType: chat.type,
        chatName: chat.name ?? null,
        senderId: message.senderId,
        mentionedUserIds: [...mentionedUserIds],
      },
    }),
  deleted: (em: EntityManager, viewer: Viewer, message: ChatMessage) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'chat.message.deleted',
      version: 1,
      aggregateId: message.chatId,
      payload: { messageId: message.id, chatId: message.chatId, senderId: message.senderId, deletedById: message.deletedById! },
    }),
  reported: (em: EntityManager, viewer: SignedInViewer, chat: Chat, message: ChatMessage, reason: string) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'chat.message.reported',
      version: 1,
      aggregateId: chat.id,
      payload: {
        messageId: message.id,
        chatId: chat.id,
        groupId: chat.groupId ?? null,
        reporterId: viewer.userId,
        authorId: message.senderId,
        body: message.content ?? '',
        reason,
      },
    }),
};
