import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { requireImageLinks } from '../content-files/image-links.ts';
import { forContentEditors } from '../content-editors.ts';
import { cleanWhatsNew, contentOf, newsletterFields, requireNoClosedJob, sameContent } from './newsletter.input.ts';
import type { NewsletterDeps } from './newsletters.deps.ts';
import { newsletterErrors } from './newsletters.errors.ts';
import { keepVersion, lockNewsletter } from './newsletters.repository.ts';

const editInput = z.object({ ...newsletterFields, id: rules.id(), subject: newsletterFields.subject.optional() });

/**
 * EDIT (content editors): the fields given change; when that changes what the e-mail says, the
 * newsletter moves to a new version, kept beside the older ones. What was sent (or is being sent)
 * stays as it was.
 */
export const editNewsletter = forContentEditors(
  defineUseCase({
    access: 'member',
    input: editInput,
    execute: (ctx, input, deps: NewsletterDeps) =>
      ctx.em.transactional(async (em) => {
        requireImageLinks(deps.config, { podcastImageUrl: input.podcastImageUrl });
        const newsletter = await lockNewsletter(em, input.id);
        if (!newsletter) throw newsletterErrors.notFound();
        if (newsletter.status !== 'DRAFT') throw newsletterErrors.notEditable(newsletter.status);
        await requireNoClosedJob(em, input.jobListingIds);
        const before = contentOf(newsletter);
        if (input.subject !== undefined) newsletter.subject = input.subject;
        if (input.sponsoredBy !== undefined) newsletter.sponsoredBy = input.sponsoredBy;
        if (input.whatsNew !== undefined) newsletter.whatsNew = cleanWhatsNew(input.whatsNew);
        if (input.podcastImageUrl !== undefined) newsletter.podcastImageUrl = input.podcastImageUrl;
        if (input.podcastTitle !== undefined) newsletter.podcastTitle = input.podcastTitle;
        if (input.podcastDescription !== undefined) newsletter.podcastDescription = input.podcastDescription;
        if (input.podcastUrl !== undefined) newsletter.podcastUrl = input.podcastUrl;
        if (input.jobListingIds !== undefined) newsletter.jobListingIds = input.jobListingIds;
        const after = contentOf(newsletter);
        if (!sameContent(before, after)) {
          newsletter.version += 1;
          keepVersion(em, newsletter.id, newsletter.version, after);
        }
        return newsletter;
      }),
  }),
);
