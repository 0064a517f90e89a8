import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, mapUniqueViolation } from '@koinonia/kit';
import { TestimonialEntity, type Testimonial } from './testimonial.entity.ts';
import { testimonialText } from './testimonial.input.ts';
import { alreadyWritten } from './testimonials.errors.ts';
import { findTestimonialOf } from './testimonials.repository.ts';

/** testimonial~ ADD: the signed-in member writes their testimonial; PENDING until an admin reviews it. */
export const addTestimonial = defineUseCase({
  access: 'member',
  input: z.object({ text: testimonialText() }),
  execute: (ctx, { text }): Promise<Testimonial> =>
    // The unique index on the author decides two ADDs at once: one row, one CONFLICT.
    mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          if (await findTestimonialOf(em, ctx.viewer.userId)) throw alreadyWritten();
          return em.create(TestimonialEntity, { id: randomUUID(), userId: ctx.viewer.userId, text, status: 'PENDING' });
        }),
      { testimonial_user: alreadyWritten },
    ),
});
