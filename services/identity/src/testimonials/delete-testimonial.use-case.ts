import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { lockTestimonialOf } from './testimonials.repository.ts';

/** testimonial~ DELETE: the author takes their testimonial down; nothing to delete is no error. Answers null. */
export const deleteTestimonial = defineUseCase({
  access: 'member',
  input: z.object({}),
  execute: (ctx): Promise<null> =>
    ctx.em.transactional(async (em) => {
      const testimonial = await lockTestimonialOf(em, ctx.viewer.userId);
      if (testimonial) em.remove(testimonial);
      return null;
    }),
});
