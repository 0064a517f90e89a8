import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { maxLength, rules } from '@koinonia/kit';
import { sanitizeBody } from '../blog/sanitize.ts';
import { imageLink } from '../content-files/image-links.ts';
import { closedJobIds } from '../jobs/jobs.repository.ts';
import type { Newsletter, NewsletterContent } from './newsletter.entity.ts';
import { newsletterErrors } from './newsletters.errors.ts';

/** How many jobs one newsletter lists at most. */
export const MAX_JOB_LISTINGS = 10;

/** orgs-jobs' opportunity ids, in order: uuids, at most 10, none twice (content cannot ask whether they exist). */
const jobListingIds = z
  .array(rules.id('is not a valid job post id'))
  .max(MAX_JOB_LISTINGS, `must list at most ${MAX_JOB_LISTINGS} jobs`)
  .refine((ids) => new Set(ids).size === ids.length, 'must not list a job twice');

/**
 * The fields of newsletter~ ADD and EDIT. Not given stays undefined (EDIT leaves it as it is), blank
 * clears it; links must be https (the podcast image may be a file uploaded here). whatsNew is sanitized like a blog body (see `cleanWhatsNew`).
 */
export const newsletterFields = {
  /** A title like any other (200 characters, invisible ones alone are blank): it heads the e-mail. */
  subject: rules.title(),
  sponsoredBy: rules.editableText(maxLength.shortText),
  whatsNew: rules.editableText(maxLength.whatsNew),
  podcastImageUrl: imageLink(),
  podcastTitle: rules.editableText(maxLength.title),
  podcastDescription: rules.editableText(maxLength.description),
  podcastUrl: rules.optionalHttpsLink(),
  // null (given as null) lists no job, as an empty list does.
  jobListingIds: jobListingIds.nullish().transform((ids) => (ids === null ? [] : ids)),
};

/** Sanitized HTML, or null when nothing is left of it (markup without text or image is no news). */
export function cleanWhatsNew(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeBody(html);
  const hasText = clean.replace(/<[^>]*>/g, '').trim() !== '';
  return hasText || /<img\s/i.test(clean) ? clean : null;
}

/** What a newsletter says now: the content of its latest version. */
export const contentOf = (newsletter: Newsletter): NewsletterContent => ({
  subject: newsletter.subject,
  sponsoredBy: newsletter.sponsoredBy ?? null,
  whatsNew: newsletter.whatsNew ?? null,
  podcastImageUrl: newsletter.podcastImageUrl ?? null,
  podcastTitle: newsletter.podcastTitle ?? null,
  podcastDescription: newsletter.podcastDescription ?? null,
  podcastUrl: newsletter.podcastUrl ?? null,
  jobListingIds: [...newsletter.jobListingIds],
});

export const sameContent = (a: NewsletterContent, b: NewsletterContent): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Refuses jobs content knows were closed; one it has not heard of may be new, and is listed. */
export async function requireNoClosedJob(em: EntityManager, ids: readonly string[] | undefined): Promise<void> {
  if (ids && (await closedJobIds(em, ids)).length) throw newsletterErrors.closedJob();
}
