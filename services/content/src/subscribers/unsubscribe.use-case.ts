import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { defineUseCase, readNewsletterUnsubscribeToken, rules, type Viewer } from '@koinonia/kit';
import type { SubscriberDeps } from './subscribers.deps.ts';
import { recordSubscriberChanged, recordUnsubscribed } from './subscribers.events.ts';
import { lockSubscriberByEmail, removeSubscriber } from './subscribers.repository.ts';

/**
 * The unsubscribe link's token (kit's newsletterUnsubscribeToken, signed with INTERNAL_SECRET) stops
 * the newsletter for its address: its subscription ends if it has one, and `newsletter.unsubscribed`
 * is recorded in any case, so identity turns off a member's isSendNewsletters too. False when the
 * token is not one of ours. Used by unsubscribeFromNewsletter and the one-click route.
 */
export async function unsubscribeByToken(
  em: EntityManager,
  viewer: Viewer,
  token: string,
  config: SubscriberDeps['config'],
): Promise<boolean> {
  const email = readNewsletterUnsubscribeToken(token, config.internalSecret);
  if (!email) return false;
  await em.transactional(async (tx) => {
    const subscriber = await lockSubscriberByEmail(tx, email);
    if (subscriber) {
      await removeSubscriber(tx, subscriber.id);
      recordSubscriberChanged(tx, viewer, email, { isVerified: false, isSubscribed: false });
    }
    recordUnsubscribed(tx, viewer, email);
  });
  return true;
}

/** unsubscribeFromNewsletter (anyone): the link's token; true when it was valid. */
export const unsubscribeFromNewsletter = defineUseCase({
  access: 'anyone',
  input: z.object({ token: rules.requiredText() }),
  execute: (ctx, { token }, deps: SubscriberDeps) => unsubscribeByToken(ctx.em, ctx.viewer, token, deps.config),
});
