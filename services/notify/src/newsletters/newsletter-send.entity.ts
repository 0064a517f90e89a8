import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const newsletterSendStatuses = ['QUEUED', 'SENDING', 'SENT'] as const;

/**
 * One send of a newsletter version (content's `content.newsletter.send-requested`), keyed by content's
 * sendId so a redelivered request creates nothing. Its recipients are `newsletter_recipient` rows
 * (send_id, email, status PENDING | SENT | FAILED), written and read with SQL in the repository.
 */
export const NewsletterSendEntity = defineEntity({
  name: 'NewsletterSend',
  tableName: 'newsletter_send',
  properties: {
    id: p.string().primary(),
    newsletterId: p.string().index(),
    version: p.integer(),
    isTest: p.boolean(),
    requestedById: p.string(),
    subject: p.string(),
    html: p.text(),
    text: p.text(),
    unsubscribeUrlTemplate: p.text(),
    oneClickUnsubscribeUrlTemplate: p.text(),
    status: p.enum(newsletterSendStatuses).default('QUEUED'),
    createdAt: p.datetime().onCreate(() => new Date()),
    finishedAt: p.datetime().nullable(),
  },
});

export type NewsletterSend = InferEntity<typeof NewsletterSendEntity>;
