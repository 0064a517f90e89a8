import { RateLimit, type RateLimitStore } from '@koinonia/kit';
import type { ContentConfig } from '../config.ts';

/** How long a confirmation link works. */
export const CONFIRMATION_HOURS = 48;

const REQUESTS_PER_HOUR = 5;

/** What the subscription operations need: the links' addresses, the shared secret, the rate limit. */
export interface SubscriberDeps {
  readonly config: Pick<ContentConfig, 'WEB_URL' | 'internalSecret'>;
  /** newsletterSubscription requests per address (counted whatever the address's state, so it reveals nothing). */
  readonly requests: RateLimit;
}

export function subscriberDeps(config: SubscriberDeps['config'], store: RateLimitStore): SubscriberDeps {
  return {
    config,
    requests: new RateLimit(store, {
      name: 'content:newsletter-subscription',
      points: REQUESTS_PER_HOUR,
      windowSeconds: 60 * 60,
      message: 'Too many newsletter requests for this address.',
    }),
  };
}

/** A pending address gets at most one confirmation e-mail in this time, however often it asks. */
export const CONFIRMATION_RESEND_MS = 60 * 60 * 1000;
