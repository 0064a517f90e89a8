import type { EventHandlers } from '@koinonia/kit';
import { lockNewsletter } from './newsletters.repository.ts';

/**
 * notify finished a send: a real send of the newsletter's current send makes it SENT. A test send, a
 * redelivery or an unknown send changes nothing.
 */
export function newsletterHandlers(handlers: EventHandlers): EventHandlers {
  return handlers.on('notify.newsletter-send.finished', 1, async (event, { em }) => {
    if (event.isTest) return;
    const newsletter = await lockNewsletter(em, event.newsletterId);
    if (newsletter?.status !== 'SENDING' || newsletter.sendId !== event.sendId) return;
    newsletter.status = 'SENT';
    newsletter.sentAt = new Date();
  });
}
