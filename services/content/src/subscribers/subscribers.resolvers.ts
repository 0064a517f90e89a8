import { dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { confirmSubscription } from './confirm-subscription.use-case.ts';
import { addSubscriber, deleteSubscriber } from './manage-subscribers.use-case.ts';
import { cancelSubscription, requestSubscription } from './request-subscription.use-case.ts';
import type { SubscriberDeps } from './subscribers.deps.ts';
import { listSubscribers } from './subscribers.queries.ts';
import { unsubscribeFromNewsletter } from './unsubscribe.use-case.ts';

export function subscribersResolvers(deps: SubscriberDeps) {
  return {
    Query: {
      newsletterSubscribers: (_, args, ctx) => listSubscribers.run(ctx, args),
    },
    Mutation: {
      newsletterSubscriber: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addSubscriber.run(ctx, input),
          DELETE: (input) => deleteSubscriber.run(ctx, input),
        }),
      newsletterSubscription: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => requestSubscription.run(ctx, input, deps),
          DELETE: (input) => cancelSubscription.run(ctx, input, deps),
        }),
      confirmNewsletterSubscription: (_, args, ctx) => confirmSubscription.run(ctx, args),
      unsubscribeFromNewsletter: (_, args, ctx) => unsubscribeFromNewsletter.run(ctx, args, deps),
    },
    NewsletterSubscriber: {
      // The contract's dates are ISO strings.
      createdAt: (subscriber) => subscriber.createdAt.toISOString(),
    },
  } satisfies Resolvers;
}
