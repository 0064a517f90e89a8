import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * An address that asked for the newsletter (or that an editor added). A row exists while the address
 * is subscribed, confirmed or not; unsubscribing removes it, so no address is kept against its wish,
 * and one never confirmed is removed a week after its last link expired (pending-subscriber-purge.ts).
 */
export const NewsletterSubscriberEntity = defineEntity({
  name: 'NewsletterSubscriber',
  tableName: 'newsletter_subscriber',
  properties: {
    id: p.uuid().primary(),
    /** As given; unique whatever its case (an index on lower(email)). */
    email: p.string(),
    isVerified: p.boolean().default(false),
    /** SHA-256 of the pending confirmation token; null once confirmed. */
    confirmTokenHash: p.string().nullable(),
    confirmTokenExpiresAt: p.datetime().nullable(),
    /** When the last confirmation e-mail was asked for: no second one soon after. */
    confirmSentAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type NewsletterSubscriber = InferEntity<typeof NewsletterSubscriberEntity>;
