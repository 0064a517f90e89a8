import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const newsletterStatuses = ['DRAFT', 'SENDING', 'SENT'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** What a version of a newsletter says: every field the e-mail is rendered from. */
export interface NewsletterContent {
  subject: string;
  sponsoredBy: string | null;
  /** Sanitized HTML. */
  whatsNew: string | null;
  podcastImageUrl: string | null;
  podcastTitle: string | null;
  podcastDescription: string | null;
  podcastUrl: string | null;
  /** orgs-jobs' opportunity ids, in the order the e-mail lists them. */
  jobListingIds: string[];
}

/** A newsletter: its latest content; each version's content is also kept in newsletter_version. */
export const NewsletterEntity = defineEntity({
  name: 'Newsletter',
  tableName: 'newsletter',
  properties: {
    id: p.uuid().primary(),
    subject: p.string(),
    status: p.enum(newsletterStatuses).default('DRAFT'),
    sponsoredBy: p.string().nullable(),
    whatsNew: p.text().nullable(),
    podcastImageUrl: p.string().nullable(),
    podcastTitle: p.string().nullable(),
    podcastDescription: p.text().nullable(),
    podcastUrl: p.string().nullable(),
    jobListingIds: p.json<string[]>(),
    version: p.integer().default(1),
    /** The editor who wrote it. */
    createdById: p.uuid(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    sentAt: p.datetime().nullable(),
    /** The real send under way or done (a test send does not set it). */
    sendId: p.uuid().nullable(),
  },
});

/** One version's content, as it was: older versions stay previewable. */
export const NewsletterVersionEntity = defineEntity({
  name: 'NewsletterVersion',
  tableName: 'newsletter_version',
  properties: {
    newsletterId: p.uuid().primary(),
    version: p.integer().primary(),
    content: p.json<NewsletterContent>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Newsletter = InferEntity<typeof NewsletterEntity>;
export type NewsletterVersion = InferEntity<typeof NewsletterVersionEntity>;
