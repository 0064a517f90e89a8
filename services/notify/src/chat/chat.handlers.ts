import type { EventHandlers } from '@koinonia/kit';
import { displayName, notifyEach } from '../community/community.repository.ts';

/** Where the web app opens a chat, and a mentioning message in it (mentions jump to the message). */
export const chatPaths = {
  chat: (chatId: string): string => `/chat/${chatId}`,
  message: (chatId: string, messageId: string): string => `/chat/${chatId}?message=${messageId}`,
} as const;

/** "in Elders", or nothing for a direct chat or a chat without a name. */
const inChat = (chatName: string | null): string => (chatName ? ` in ${chatName}` : '');

const attachmentsBody = (count: number): string =>
  count === 0 ? 'Open the chat to read it and reply.' : `With ${count} attachment${count === 1 ? '' : 's'}. Open the chat to see it.`;

/**
 * The spec's chat message and chat mention kinds. Chat names the people to tell in each event (the
 * chat's other active participants, those mentioned, and those who had the chat open), so notify
 * keeps no read model of chats. Someone looking at the chat saw the message: they are told nothing,
 * not even of a mention; someone mentioned is told of the mention only, not of the message too.
 * No one is told of a message or mention from someone they blocked or who blocked them (notifyEach).
 */
export function withChatHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('chat.message.sent', 1, async (payload, { em, envelope }) => {
      const viewing = new Set(payload.viewingUserIds);
      const mentioned = new Set(payload.mentionedUserIds);
      const toTell = payload.recipientIds.filter((userId) => !viewing.has(userId));
      if (toTell.length === 0) return;
      const name = await displayName(em, payload.senderId);
      await notifyEach(em, envelope, payload.senderId, toTell, (userId) => {
        const mention = mentioned.has(userId);
        return {
          type: mention ? 'CHAT_MENTION' : 'CHAT_MESSAGE',
          title: mention ? `${name} mentioned you${inChat(payload.chatName)}` : `${name} sent you a message${inChat(payload.chatName)}`,
          body: attachmentsBody(payload.attachmentCount),
          webPath: mention ? chatPaths.message(payload.chatId, payload.messageId) : chatPaths.chat(payload.chatId),
        };
      });
    })
    .on('chat.message.mentioned', 1, async (payload, { em, envelope }) => {
      const name = await displayName(em, payload.senderId);
      await notifyEach(em, envelope, payload.senderId, payload.mentionedUserIds, () => ({
        type: 'CHAT_MENTION',
        title: `${name} mentioned you${inChat(payload.chatName)}`,
        body: 'Open the chat to read the message.',
        webPath: chatPaths.message(payload.chatId, payload.messageId),
      }));
    });
}
