import { z } from 'zod';

/**
 * Where a newsletter's per-recipient unsubscribe link goes in its HTML and text. Content renders the
 * e-mail once with this placeholder; notify replaces it for each recipient with the link carrying
 * their token (kit's `newsletterUnsubscribeToken`), so the preview and the sent e-mail are the same.
 */
export const NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER = '%unsubscribe_url%';

/** Events content publishes. A contract is never changed in place: add a new version instead. */
export const contentEvents = {
  /**
   * Someone asked to receive the newsletter (newsletterSubscription ADD) and is not yet confirmed:
   * notify e-mails the confirmation link (double opt-in). Aggregate: the address.
   */
  'content.newsletter-subscription.requested': {
    1: z.object({ email: z.string(), confirmUrl: z.url(), expiresAt: z.iso.datetime() }),
  },
  /**
   * A newsletter subscriber's state after a change: confirmed (isVerified) and still subscribed, or
   * not. The whole state, so notify's read model applies it as it is. Aggregate: the address.
   */
  'content.newsletter-subscriber.changed': {
    1: z.object({ email: z.string(), isVerified: z.boolean(), isSubscribed: z.boolean() }),
  },
  /**
   * The address asked to receive no newsletter (an unsubscribe link, one-click or not): identity
   * turns off isSendNewsletters for a member with this address. Aggregate: the address.
   */
  'content.newsletter.unsubscribed': {
    1: z.object({ email: z.string() }),
  },
  /**
   * An editor sent a newsletter version (sendNewsletter). Notify sends it: to the editor alone when
   * isTest, otherwise once to every confirmed subscriber and every member with isSendNewsletters.
   * html and text hold NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER; the URL templates hold `{token}`.
   * Aggregate: the newsletter.
   */
  'content.newsletter.send-requested': {
    1: z.object({
      sendId: z.string(),
      newsletterId: z.string(),
      version: z.number().int(),
      subject: z.string(),
      html: z.string(),
      text: z.string(),
      isTest: z.boolean(),
      requestedById: z.string(),
      /** The unsubscribe page's URL (the link in the e-mail's body). */
      unsubscribeUrlTemplate: z.string(),
      /** The RFC 8058 one-click URL (the List-Unsubscribe header, answered to a POST). */
      oneClickUnsubscribeUrlTemplate: z.string(),
    }),
  },
} as const;
