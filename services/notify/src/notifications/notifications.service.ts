import { z } from 'zod';
import {
  badInput,
  decodeCursor,
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
  const after = decodeCursor(args.cursor);
  const where = {
    userId,
    ...(args.isRead != null ? { isRead: args.isRead } : {}),
    ...(after
      ? {
          $or: [
            { createdAt: { $lt: new Date(String(after.v)) } },
            { createdAt: new Date(String(after.v)), id: { $lt: after.id } },
          ],
        }
      : {}),
  };
  const rows = await ctx.em.find(NotificationEntity, where, {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: limit + 1,
  });
  const unreadCount = await ctx.em.count(NotificationEntity, { userId, isRead: false });
  return { ...toPage(rows, limit, (n) => ({ v: n.createdAt.toISOString(), id: n.id })), unreadCount };
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
      if (!input.id) throw badInput([{ path: 'id', message: 'required' }]);
      const notification = await ctx.em.findOne(NotificationEntity, { id: input.id, userId });
      if (!notification) throw notFound('Notification');
      if (input.mutationType === 'DELETE') {
        ctx.em.remove(notification);
      } else {
        if (input.isRead == null) throw badInput([{ path: 'isRead', message: 'required' }]);
        notification.isRead = input.isRead;
      }
      await ctx.em.flush();
      return true;
    }
  }
}
