import { dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { addNewsletter } from './add-newsletter.use-case.ts';
import { deleteNewsletter } from './delete-newsletter.use-case.ts';
import { editNewsletter } from './edit-newsletter.use-case.ts';
import type { NewsletterDeps } from './newsletters.deps.ts';
import { getNewsletter, listNewsletters, newsletterReference, previewNewsletter } from './newsletters.queries.ts';
import { sendNewsletter } from './send-newsletter.use-case.ts';

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

export function newslettersResolvers(deps: NewsletterDeps) {
  return {
    Query: {
      newsletters: (_, args, ctx) => listNewsletters.run(ctx, args),
      newsletter: (_, args, ctx) => getNewsletter.run(ctx, args),
      newsletterPreview: (_, args, ctx) => previewNewsletter.run(ctx, args, deps),
      sendNewsletter: (_, args, ctx) => sendNewsletter.run(ctx, args, deps),
    },
    Mutation: {
      newsletter: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addNewsletter.run(ctx, input, deps),
          EDIT: (input) => editNewsletter.run(ctx, input, deps),
          DELETE: (input) => deleteNewsletter.run(ctx, input),
        }),
    },
    Newsletter: {
      __resolveReference: (ref, ctx) => newsletterReference(ctx, ref.id),
      jobListings: (newsletter) => newsletter.jobListingIds.map((id) => ({ id })),
      // The contract's dates are ISO strings.
      createdAt: (newsletter) => newsletter.createdAt.toISOString(),
      updatedAt: (newsletter) => newsletter.updatedAt.toISOString(),
      sentAt: (newsletter) => iso(newsletter.sentAt),
    },
  } satisfies Resolvers;
}
