import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { forContentEditors } from '../content-editors.ts';
import { newsletterErrors } from './newsletters.errors.ts';
import { lockNewsletter, removeNewsletter } from './newsletters.repository.ts';

/** DELETE (content editors): a DRAFT only, with its versions; returns it as it was. */
export const deleteNewsletter = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object({ id: rules.id() }),
    execute: (ctx, input) =>
      ctx.em.transactional(async (em) => {
        const newsletter = await lockNewsletter(em, input.id);
        if (!newsletter) throw newsletterErrors.notFound();
        if (newsletter.status !== 'DRAFT') throw newsletterErrors.onlyDraftsDeleted();
        await removeNewsletter(em, newsletter.id);
        return newsletter;
      }),
  }),
);
