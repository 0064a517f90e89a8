import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';

// The events of a subscriber's changes, aggregated by address (lower-cased).

/** The address's whole state after a change: a row is a subscription, confirmed or not. */
export function recordSubscriberChanged(
  em: EntityManager,
  viewer: Viewer,
  email: string,
  state: { isVerified: boolean; isSubscribed: boolean },
): void {
  recordEvent(em, 'content', viewer, {
    type: 'content.newsletter-subscriber.changed',
    version: 1,
    aggregateId: email,
    payload: { email, ...state },
  });
}

export function recordConfirmationRequested(em: EntityManager, viewer: Viewer, email: string, confirmUrl: string, expiresAt: Date): void {
  recordEvent(em, 'content', viewer, {
    type: 'content.newsletter-subscription.requested',
    version: 1,
    aggregateId: email,
    payload: { email, confirmUrl, expiresAt: expiresAt.toISOString() },
  });
}

/** The address wants no newsletter: identity turns off a member's isSendNewsletters too. */
export function recordUnsubscribed(em: EntityManager, viewer: Viewer, email: string): void {
  recordEvent(em, 'content', viewer, { type: 'content.newsletter.unsubscribed', version: 1, aggregateId: email, payload: { email } });
}
