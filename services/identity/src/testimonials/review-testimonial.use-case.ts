import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { testimonialStatuses, type Testimonial } from './testimonial.entity.ts';
import { noTestimonial, reviewIsApproveOrReject } from './testimonials.errors.ts';
import { lockTestimonial } from './testimonials.repository.ts';

/** reviewTestimonial: an admin approves a testimonial (everyone sees it) or rejects it. */
export const reviewTestimonial = defineUseCase({
  access: 'admin',
  input: z.object({ id: rules.id(), status: z.enum(testimonialStatuses) }),
  execute: (ctx, { id, status }): Promise<Testimonial> => {
    if (status === 'PENDING') throw reviewIsApproveOrReject();
    return ctx.em.transactional(async (em) => {
      const testimonial = await lockTestimonial(em, id);
      if (!testimonial) throw noTestimonial();
      Object.assign(testimonial, { status, reviewedById: ctx.viewer.userId, reviewedAt: new Date() });
      return testimonial;
    });
  },
});
