import { dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { userById } from '../users/user.repository.ts';
import { addTestimonial } from './add-testimonial.use-case.ts';
import { deleteTestimonial } from './delete-testimonial.use-case.ts';
import { editTestimonial } from './edit-testimonial.use-case.ts';
import { reviewTestimonial } from './review-testimonial.use-case.ts';
import { findMyTestimonial, listTestimonials } from './testimonials.queries.ts';

export function testimonialsResolvers() {
  return {
    Query: {
      testimonials: (_, args, ctx) => listTestimonials(ctx, args),
      myTestimonial: (_, __, ctx) => findMyTestimonial(ctx),
    },
    Mutation: {
      testimonial: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addTestimonial.run(ctx, input),
          EDIT: (input) => editTestimonial.run(ctx, input),
          DELETE: (input) => deleteTestimonial.run(ctx, input),
        }),
      reviewTestimonial: (_, args, ctx) => reviewTestimonial.run(ctx, args),
    },
    Testimonial: {
      // The author's row cascades to their testimonial, so a missing one is a bug.
      user: async (testimonial, _, ctx) => {
        const user = await userById(ctx).load(testimonial.userId);
        if (!user) throw new Error(`testimonial author ${testimonial.userId} not found`);
        return user;
      },
    },
  } satisfies Resolvers;
}
