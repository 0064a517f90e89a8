import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { requireImageLinks } from '../content-files/image-links.ts';
import { forContentEditors } from '../content-editors.ts';
import { cleanWhatsNew, contentOf, newsletterFields, requireNoClosedJob } from './newsletter.input.ts';
import type { NewsletterDeps } from './newsletters.deps.ts';
import { createNewsletter, keepVersion } from './newsletters.repository.ts';

/** ADD (content editors): a DRAFT at version 1, its content kept as that version. */
export const addNewsletter = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object(newsletterFields),
    execute: (ctx, input, deps: NewsletterDeps) =>
      ctx.em.transactional(async (em) => {
        requireImageLinks(deps.config, { podcastImageUrl: input.podcastImageUrl });
        await requireNoClosedJob(em, input.jobListingIds);
        const newsletter = createNewsletter(em, {
          id: randomUUID(),
          subject: input.subject,
          sponsoredBy: input.sponsoredBy ?? null,
          whatsNew: cleanWhatsNew(input.whatsNew ?? null),
          podcastImageUrl: input.podcastImageUrl ?? null,
          podcastTitle: input.podcastTitle ?? null,
          podcastDescription: input.podcastDescription ?? null,
          podcastUrl: input.podcastUrl ?? null,
          jobListingIds: input.jobListingIds ?? [],
          version: 1,
          createdById: ctx.viewer.userId,
        });
        keepVersion(em, newsletter.id, 1, contentOf(newsletter));
        return newsletter;
      }),
  }),
);
