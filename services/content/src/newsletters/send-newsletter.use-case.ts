import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, recordEvent, rules } from '@koinonia/kit';
import { forContentEditors } from '../content-editors.ts';
import { jobListings } from '../jobs/jobs.repository.ts';
import { renderNewsletterEmail } from './newsletter-email.ts';
import { contentOf } from './newsletter.input.ts';
import { unsubscribeTemplates, type NewsletterDeps } from './newsletters.deps.ts';
import { newsletterErrors } from './newsletters.errors.ts';
import { lockNewsletter } from './newsletters.repository.ts';

/**
 * sendNewsletter (content editors): asks notify to send the latest version, rendered here once, and
 * returns the send's id. A test send goes to the editor alone and changes nothing; a real send moves
 * the newsletter to SENDING in the same transaction as its request, so it goes out once: a second
 * one, while SENDING or after SENT, is a CONFLICT. notify's `newsletter-send.finished` makes it SENT.
 */
export const sendNewsletter = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object({ id: rules.id(), isTest: z.boolean().nullish().transform((v) => v ?? false) }),
    execute: (ctx, input, deps: NewsletterDeps) =>
      ctx.em.transactional(async (em) => {
        const newsletter = await lockNewsletter(em, input.id);
        if (!newsletter) throw newsletterErrors.notFound();
        if (!input.isTest && newsletter.status !== 'DRAFT') throw newsletterErrors.alreadySent(newsletter.status);
        const content = contentOf(newsletter);
        const email = await renderNewsletterEmail(content, await jobListings(em, content.jobListingIds), { webUrl: deps.config.WEB_URL });
        const sendId = randomUUID();
        if (!input.isTest) {
          newsletter.status = 'SENDING';
          newsletter.sendId = sendId;
        }
        recordEvent(em, 'content', ctx.viewer, {
          type: 'content.newsletter.send-requested',
          version: 1,
          aggregateId: newsletter.id,
          payload: {
            sendId,
            newsletterId: newsletter.id,
            version: newsletter.version,
            subject: email.subject,
            html: email.html,
            text: email.text,
            isTest: input.isTest,
            requestedById: ctx.viewer.userId,
            ...unsubscribeTemplates(deps.config),
          },
        });
        return sendId;
      }),
  }),
);
