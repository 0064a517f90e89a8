import { z } from 'zod';
import {
  badInput,
  beforeDate,
  datePosition,
  datePositionOf,
  messages,
  notFound,
  pageSize,
  parseInput,
  requireUser,
  toPage,
  type Page,
  type RequestContext,
} from '@koinonia/kit';
import { NotificationEntity, type Notification } from './notification.entity.ts';

export async function listNotifications(
  ctx: RequestContext,
  args: { cursor?: string | null; isRead?: boolean | null },
): Promise<Page<Notification> & { unreadCount: number }> {
  const userId = requireUser(ctx.viewer);
  const limit = pageSize();
  const after = datePosition(args.cursor);
  const where = {
    userId,
    ...(args.isRead != null ? { isRead: args.isRead } : {}),
    ...(after ? beforeDate('createdAt', after) : {}),
  };
  const rows = await ctx.em.find(NotificationEntity, where, {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: limit + 1,
  });
  const unreadCount = await ctx.em.count(NotificationEntity, { userId, isRead: false });
  return { ...toPage(rows, limit, (n) => datePositionOf(n.createdAt, n.id)), unreadCount };
}

const changeInput = z.object({
  id: z.uuid({ error: 'must be a notification id' }).nullish(),
  isRead: z.boolean().nullish(),
  mutationType: z.enum(['EDIT', 'READ_ALL', 'DELETE', 'DELETE_ALL'], {
    error: 'must be EDIT, READ_ALL, DELETE or DELETE_ALL',
  }),
});

/** Changes the viewer's own notifications; someone else's look the same as missing ones. */
export async function changeNotifications(ctx: RequestContext, args: unknown): Promise<boolean> {
  const userId = requireUser(ctx.viewer);
  const input = parseInput(changeInput, args);
  switch (input.mutationType) {
    case 'READ_ALL':
      await ctx.em.nativeUpdate(NotificationEntity, { userId, isRead: false }, { isRead: true });
      return true;
    case 'DELETE_ALL':
      await ctx.em.nativeDelete(NotificationEntity, { userId });
      return true;
    case 'EDIT':
    case 'DELETE': {
      if (!input.id) throw badInput([{ path: 'id', message: messages.required }]);
      const notification = await ctx.em.findOne(NotificationEntity, { id: input.id, userId });
      if (!notification) throw notFound('Notification');
      if (input.mutationType === 'DELETE') {
        ctx.em.remove(notification);
      } else {
        if (input.isRead == null) throw badInput([{ path: 'isRead', message: messages.required }]);
        notification.isRead = input.isRead;
      }
      await ctx.em.flush();
      return true;
    }
  }
}
