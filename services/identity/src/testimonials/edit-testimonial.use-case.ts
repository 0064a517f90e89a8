import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import type { Testimonial } from './testimonial.entity.ts';
import { testimonialText } from './testimonial.input.ts';
import { noTestimonial } from './testimonials.errors.ts';
import { lockTestimonialOf } from './testimonials.repository.ts';

/** testimonial~ EDIT: the author rewrites their testimonial; a changed text waits for review again. */
export const editTestimonial = defineUseCase({
  access: 'member',
  input: z.object({ text: testimonialText() }),
  execute: (ctx, { text }): Promise<Testimonial> =>
    ctx.em.transactional(async (em) => {
      const testimonial = await lockTestimonialOf(em, ctx.viewer.userId);
      if (!testimonial) throw noTestimonial();
      // What an admin approved is what is shown: new words need a new approval.
      if (testimonial.text !== text) {
        Object.assign(testimonial, { text, status: 'PENDING', reviewedById: null, reviewedAt: null });
      }
      return testimonial;
    }),
});
