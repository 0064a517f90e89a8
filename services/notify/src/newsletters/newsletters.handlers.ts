import type { EventHandlers } from '@koinonia/kit';
import { enqueueEmail } from '../mail/email.repository.ts';
import { templates } from '../mail/templates.ts';
import { addressOf } from '../members/members.repository.ts';
import { addRecipient, createSend, recordSubscriber, snapshotRecipients } from './newsletters.repository.ts';

/**
 * content's newsletter events: the subscribers read model, the double opt-in e-mail, and each send
 * request turned into a send with its recipients fixed at once (the sender delivers them).
 */
export function withNewsletterHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('content.newsletter-subscriber.changed', 1, async (payload, { em }) => recordSubscriber(em, payload))
    .on('content.newsletter-subscription.requested', 1, async (payload, { em, envelope }) => {
      enqueueEmail(em, {
        to: payload.email,
        kind: 'newsletter-confirmation',
        content: templates.newsletterConfirmation(payload),
        sourceEventId: envelope.id,
      });
    })
    // Keyed by content's sendId: a request delivered again (even as another event) creates nothing.
    .on('content.newsletter.send-requested', 1, async (payload, { em }) => {
      if (!(await createSend(em, payload))) return;
      if (!payload.isTest) {
        await snapshotRecipients(em, payload.sendId);
        return;
      }
      // A test goes to the editor who asked, at the address notify knows for them (none: no recipient).
      const address = await addressOf(em, payload.requestedById);
      if (address) await addRecipient(em, payload.sendId, address);
    });
}
