import { randomUUID } from 'node:crypto';
import { NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER } from '@koinonia/events';
import { handledTestEvent, waitFor, type TestService } from '@koinonia/kit/testing';
import type { NotifyConfig } from '../config.ts';

type T = TestService<NotifyConfig>;

export const subscriberChanged = (t: T, email: string, state: { isVerified: boolean; isSubscribed: boolean }) =>
  handledTestEvent(t, { type: 'content.newsletter-subscriber.changed', version: 1, aggregateId: email, payload: { email, ...state } });

/** A member as identity's events describe them: signed up (isSubscribed), then verified when asked. */
export async function member(t: T, email: string, options: { isSubscribed: boolean; isVerified: boolean }): Promise<string> {
  const userId = randomUUID();
  await handledTestEvent(t, {
    type: 'identity.user.signed-up',
    version: 1,
    aggregateId: userId,
    payload: { userId, email, firstName: 'Lydia', lastName: 'Thyatira', slug: `lydia-${userId}`, isSubscribed: options.isSubscribed },
  });
  if (options.isVerified) {
    await handledTestEvent(t, { type: 'identity.user.email-verified', version: 1, aggregateId: userId, payload: { userId, email } });
  }
  return userId;
}

export const newsletterPreference = (t: T, userId: string, email: string, isSendNewsletters: boolean) =>
  handledTestEvent(t, { type: 'identity.newsletter-preference.changed', version: 1, aggregateId: userId, payload: { userId, email, isSendNewsletters } });

export const UNSUBSCRIBE_PAGE = 'https://koinonia.example/newsletter/unsubscribe?token={token}';
export const ONE_CLICK = 'https://content.koinonia.example/newsletter/unsubscribe?token={token}';

/** content's send request, as `sendNewsletter` records it. */
export const sendRequested = (options: { isTest: boolean; requestedById?: string; sendId?: string; newsletterId?: string }) => {
  const newsletterId = options.newsletterId ?? randomUUID();
  return {
    type: 'content.newsletter.send-requested',
    version: 1,
    aggregateId: newsletterId,
    payload: {
      sendId: options.sendId ?? randomUUID(),
      newsletterId,
      version: 2,
      subject: 'Koinonia news: harvest edition',
      html: `<p>What's new</p><p><a href="${NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER}">Unsubscribe</a></p>`,
      text: `What's new\n\nUnsubscribe: ${NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER}`,
      isTest: options.isTest,
      requestedById: options.requestedById ?? randomUUID(),
      unsubscribeUrlTemplate: UNSUBSCRIBE_PAGE,
      oneClickUnsubscribeUrlTemplate: ONE_CLICK,
    },
  };
};

/** Waits until the send is SENT; returns its recipients' rows. */
export async function finished(t: T, sendId: string, timeoutMs = 15_000) {
  await waitFor(async () => (await t.count('newsletter_send', `id = ? and status = 'SENT'`, [sendId])) === 1, timeoutMs, `send ${sendId} finished`);
  return t.sql<{ email: string; status: string; error: string | null }>('select email, status, error from newsletter_recipient where send_id = ? order by email', [sendId]);
}
