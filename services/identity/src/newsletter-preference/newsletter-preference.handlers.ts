import { recordEvent, type EventHandlers } from '@koinonia/kit';
import { turnOffNewsletters } from './newsletter-preference.repository.ts';

/**
 * An unsubscribe link (content's `content.newsletter.unsubscribed`) also stops the newsletter for a
 * member with that address: isSendNewsletters goes false and notify hears it. An address no member
 * has, or one already off, changes nothing. Sign-up's choice reaches notify in identity.user.signed-up.
 */
export function newsletterPreferenceHandlers(handlers: EventHandlers): EventHandlers {
  return handlers.on('content.newsletter.unsubscribed', 1, async ({ email }, { em }) => {
    for (const user of await turnOffNewsletters(em, email)) {
      recordEvent(em, 'identity', { userId: null, impersonatorId: null }, {
        type: 'identity.newsletter-preference.changed',
        version: 1,
        aggregateId: user.id,
        payload: { userId: user.id, email: user.email, isSendNewsletters: false },
      });
    }
  });
}
