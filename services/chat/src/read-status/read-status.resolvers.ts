import { userReference } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { ChatLive } from '../live/chat-live.ts';
import { publishLive } from '../live/live-publish.ts';
import { unreadCountOf } from './read-status.repository.ts';
import { listReaders, settingsOf, totalUnread } from './read-status.queries.ts';
import { markMessageAsRead, updateChatSettings } from './read-status.use-cases.ts';

export function readStatusResolvers(live: ChatLive) {
  return {
    Query: {
      messageReadStatus: (_, args, ctx) => listReaders(ctx, args),
      totalUnreadMessagesCount: (_, args, ctx) => totalUnread(ctx, args),
      chatSettings: (_, __, ctx) => settingsOf(ctx),
    },
    Mutation: {
      markMessageAsRead: async (_, args, ctx) => {
        const { status, moved, sendsReceipts } = await markMessageAsRead.run(ctx, args);
        if (moved) await publishLive(ctx, live, 'read-status.updated', status.chatId, { ...status, sendsReceipts });
        return status;
      },
      updateChatSettings: (_, args, ctx) => updateChatSettings.run(ctx, args),
    },
    Chat: {
      unreadCount: async (chat, _, ctx) => {
        const me = ctx.viewer.userId;
        return me ? ((await unreadCountOf(ctx).load(`${me}:${chat.id}`))?.unread ?? 0) : 0;
      },
    },
    ChatReadStatus: {
      unreadCount: async (status, _, ctx) => (await unreadCountOf(ctx).load(`${status.userId}:${status.chatId}`))?.unread ?? 0,
    },
    MessageReadStatus: {
      reader: (status) => userReference(status.readerId),
    },
  } satisfies Resolvers;
}
