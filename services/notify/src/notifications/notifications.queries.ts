import { z } from 'zod';
import {
  datePosition,
  datePositionOf,
  defineUseCase,
  isUuid,
  pageSize,
  toPage,
  type Page,
  type RequestContext,
} from '@koinonia/kit';
import type { Notification } from './notification.entity.ts';
import { countUnread, findNotificationsOf, notificationById } from './notification.repository.ts';

export type NotificationPage = Page<Notification> & { readonly unreadCount: number };

/** The viewer's own notifications, newest first, a page at a time, with how many are unread. */
export const listNotifications = defineUseCase({
  access: 'member',
  input: z.object({ cursor: z.string().nullish(), isRead: z.boolean().nullish() }),
  execute: async (ctx, input): Promise<NotificationPage> => {
    const userId = ctx.viewer.userId;
    const limit = pageSize();
    const rows = await findNotificationsOf(ctx.em, {
      userId,
      isRead: input.isRead ?? null,
      after: datePosition(input.cursor),
      limit: limit + 1,
    });
    const unreadCount = await countUnread(ctx.em, userId);
    return { ...toPage(rows, limit, (n) => datePositionOf(n.createdAt, n.id)), unreadCount };
  },
});

/** Only the recipient may see a notification, also through another subgraph's reference. */
export async function notificationReference(ctx: RequestContext, id: string): Promise<Notification | null> {
  if (!ctx.viewer.userId || !isUuid(id)) return null;
  const notification = await notificationById(ctx).load(id);
  return notification?.userId === ctx.viewer.userId ? notification : null;
}
