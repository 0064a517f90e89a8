import { z } from 'zod';
import { datePosition, datePositionOf, defineUseCase, isContentEditor, pageSize, rules, toPage, type RequestContext } from '@koinonia/kit';
import { forContentEditors } from '../content-editors.ts';
import { jobListings } from '../jobs/jobs.repository.ts';
import { newsletterStatuses, type Newsletter } from './newsletter.entity.ts';
import { renderNewsletterEmail } from './newsletter-email.ts';
import type { NewsletterDeps } from './newsletters.deps.ts';
import { newsletterErrors } from './newsletters.errors.ts';
import { countNewsletters, findNewsletter, findNewsletters, findVersion, newsletterById, type NewsletterPage } from './newsletters.repository.ts';

// The newsletters' reads: for content editors (and ADMINs) only.

/** Every newsletter (or those of one status), newest first, a page at a time, with their number. */
export const listNewsletters = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object({ cursor: z.string().nullish(), status: z.enum(newsletterStatuses).nullish() }),
    execute: async (ctx, input): Promise<NewsletterPage> => {
      const limit = pageSize();
      const status = input.status ?? null;
      const [rows, totalCount] = await Promise.all([
        findNewsletters(ctx.em, { status, after: datePosition(input.cursor), limit: limit + 1 }),
        countNewsletters(ctx.em, status),
      ]);
      return { ...toPage(rows, limit, (newsletter) => datePositionOf(newsletter.createdAt, newsletter.id)), totalCount };
    },
  }),
);

/** One newsletter; null when there is none. */
export const getNewsletter = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object({ id: rules.id() }),
    execute: (ctx, input) => findNewsletter(ctx.em, input.id),
  }),
);

/** The e-mail of a version (the latest unless given), exactly as sendNewsletter would send it. */
export const previewNewsletter = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object({ id: rules.id(), version: z.number().int().min(1, 'must be at least 1').nullish() }),
    execute: async (ctx, input, deps: NewsletterDeps) => {
      const newsletter = await findNewsletter(ctx.em, input.id);
      if (!newsletter) throw newsletterErrors.notFound();
      const version = await findVersion(ctx.em, newsletter.id, input.version ?? newsletter.version);
      if (!version) throw newsletterErrors.versionNotFound();
      const jobs = await jobListings(ctx.em, version.content.jobListingIds);
      const email = await renderNewsletterEmail(version.content, jobs, { webUrl: deps.config.WEB_URL });
      return { newsletterId: newsletter.id, version: version.version, ...email };
    },
  }),
);

/** For federation: the newsletter for a content editor, otherwise null. */
export async function newsletterReference(ctx: RequestContext, id: string): Promise<Newsletter | null> {
  if (!isContentEditor(ctx.viewer)) return null;
  return newsletterById(ctx).load(id);
}
