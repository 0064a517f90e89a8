import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { CONFIRMATION_HOURS, CONFIRMATION_RESEND_MS, type SubscriberDeps } from './subscribers.deps.ts';
import { recordConfirmationRequested, recordSubscriberChanged } from './subscribers.events.ts';
import { lockOrCreateSubscriber, lockSubscriberByEmail, removeSubscriber } from './subscribers.repository.ts';

/** Confirmation tokens are kept only as their SHA-256: a leaked table confirms nobody. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const input = z.object({ email: rules.email() });

/**
 * newsletterSubscription ADD (anyone): double opt-in. A new or pending address gets a confirmation
 * link (48 hours), at most one an hour; a confirmed one nothing. The answer is the same whatever the
 * address's state, and requests are rate-limited per address.
 */
export const requestSubscription = defineUseCase({
  access: 'anyone',
  input,
  execute: async (ctx, { email }, deps: SubscriberDeps): Promise<boolean> => {
    await deps.requests.consume(email);
    await ctx.em.transactional(async (em) => {
      const { subscriber, created } = await lockOrCreateSubscriber(em, email);
      if (created) recordSubscriberChanged(em, ctx.viewer, email, { isVerified: false, isSubscribed: true });
      if (subscriber.isVerified) return;
      const now = new Date();
      if (subscriber.confirmSentAt && now.getTime() - subscriber.confirmSentAt.getTime() < CONFIRMATION_RESEND_MS) return;
      const token = randomBytes(32).toString('base64url');
      subscriber.confirmTokenHash = hashToken(token);
      subscriber.confirmTokenExpiresAt = new Date(now.getTime() + CONFIRMATION_HOURS * 3600_000);
      subscriber.confirmSentAt = now;
      const confirmUrl = `${deps.config.WEB_URL}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      recordConfirmationRequested(em, ctx.viewer, email, confirmUrl, subscriber.confirmTokenExpiresAt);
    });
    return true;
  },
});

/** newsletterSubscription DELETE (anyone): the address's subscription ends, if it had one; the same answer either way. */
export const cancelSubscription = defineUseCase({
  access: 'anyone',
  input,
  execute: async (ctx, { email }, deps: SubscriberDeps): Promise<boolean> => {
    await deps.requests.consume(email);
    await ctx.em.transactional(async (em) => {
      const subscriber = await lockSubscriberByEmail(em, email);
      if (!subscriber) return;
      await removeSubscriber(em, subscriber.id);
      recordSubscriberChanged(em, ctx.viewer, email, { isVerified: false, isSubscribed: false });
    });
    return true;
  },
});
