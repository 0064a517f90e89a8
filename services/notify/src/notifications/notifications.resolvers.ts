import { commonResolvers, dispatchMutationType, type SubgraphResolvers } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { deleteAllNotifications } from './delete-all-notifications.use-case.ts';
import { deleteNotification } from './delete-notification.use-case.ts';
import { editNotification } from './edit-notification.use-case.ts';
import { listNotifications, notificationReference } from './notifications.queries.ts';
import { readAllNotifications } from './read-all-notifications.use-case.ts';

type Root = SubgraphResolvers<Resolvers>;

/** Every resolver but the newsletters' and the invitations' (service.ts joins them). */
export function notificationsResolvers(): Omit<Root, 'Newsletter' | 'Mutation'> & { Mutation: Pick<Root['Mutation'], 'notification'> } {
  return {
    ...commonResolvers,
    Query: {
      notifications: (_, args, ctx) => listNotifications.run(ctx, args),
    },
    Mutation: {
      notification: (_, args, ctx) =>
        dispatchMutationType(args, {
          EDIT: (input) => editNotification.run(ctx, input),
          READ_ALL: (input) => readAllNotifications.run(ctx, input),
          DELETE: (input) => deleteNotification.run(ctx, input),
          DELETE_ALL: (input) => deleteAllNotifications.run(ctx, input),
        }),
    },
    Notification: {
      __resolveReference: (ref, ctx) => notificationReference(ctx, ref.id),
    },
  };
}
