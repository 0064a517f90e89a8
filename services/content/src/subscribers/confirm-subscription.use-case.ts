import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { hashToken } from './request-subscription.use-case.ts';
import { recordSubscriberChanged } from './subscribers.events.ts';
import { lockSubscriberByTokenHash } from './subscribers.repository.ts';

/**
 * confirmNewsletterSubscription (anyone): the confirmation link's token confirms its address. True
 * when the address is now confirmed (again true for a second click within 48 hours); false for a
 * token that is unknown, replaced by a newer one, or expired.
 */
export const confirmSubscription = defineUseCase({
  access: 'anyone',
  input: z.object({ token: rules.requiredText() }),
  execute: (ctx, { token }) =>
    ctx.em.transactional(async (em) => {
      const subscriber = await lockSubscriberByTokenHash(em, hashToken(token));
      if (!subscriber?.confirmTokenExpiresAt || subscriber.confirmTokenExpiresAt.getTime() <= Date.now()) return false;
      if (!subscriber.isVerified) {
        subscriber.isVerified = true;
        recordSubscriberChanged(em, ctx.viewer, subscriber.email, { isVerified: true, isSubscribed: true });
      }
      return true;
    }),
});
