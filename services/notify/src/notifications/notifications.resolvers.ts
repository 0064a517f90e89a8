import { commonResolvers, type RequestContext, type Resolvers } from '@koinonia/kit';
import { NotificationEntity } from './notification.entity.ts';
import { changeNotifications, listNotifications } from './notifications.service.ts';

export function notificationsResolvers(): Resolvers {
  return {
    ...commonResolvers,
    Query: {
      notifications: (_: unknown, args: { cursor?: string | null; isRead?: boolean | null }, ctx: RequestContext) =>
        listNotifications(ctx, args),
    },
    Mutation: {
      notification: (_: unknown, args: unknown, ctx: RequestContext) => changeNotifications(ctx, args),
    },
    Notification: {
      // Only the recipient may see a notification, also through another subgraph's reference.
      __resolveReference: (ref: { id: string }, ctx: RequestContext) =>
        ctx.viewer.userId ? ctx.em.findOne(NotificationEntity, { id: ref.id, userId: ctx.viewer.userId }) : null,
    },
  };
}
