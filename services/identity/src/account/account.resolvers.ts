import { dispatchMutationType, isSelfOrAdmin } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { actingViewer } from '../sessions/sessions.ts';
import type { UsersDeps } from '../users/users.deps.ts';
import { pendingEmailByUserId } from './account.repository.ts';
import { setNotificationSubscription } from './notification-subscription.use-case.ts';
import { updateUserInfo } from './update-user-info.use-case.ts';

export function accountResolvers(deps: UsersDeps) {
  return {
    Mutation: {
      updateUserInfo: (_, args, ctx) => updateUserInfo.run(ctx, args, deps),
      notificationSubscription: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: ({ userId }) => setNotificationSubscription.run(ctx, { userId, isSendNotificationEmails: true }),
          DELETE: ({ userId }) => setNotificationSubscription.run(ctx, { userId, isSendNotificationEmails: false }),
        }),
    },
    User: {
      pendingEmail: async (user, _, ctx) =>
        isSelfOrAdmin(actingViewer(ctx), user.id) ? ((await pendingEmailByUserId(ctx).load(user.id))?.email ?? null) : null,
    },
  } satisfies Resolvers;
}
