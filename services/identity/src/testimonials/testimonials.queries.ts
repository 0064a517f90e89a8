import { datePosition, pageSize, requireAdmin, requireUser, type RequestContext } from '@koinonia/kit';
import type { QueryTestimonialsArgs } from '../__generated__/resolvers.ts';
import type { Testimonial } from './testimonial.entity.ts';
import { findTestimonialOf, findTestimonialPage, type TestimonialPage } from './testimonials.repository.ts';

/** Approved testimonials for everyone; those waiting for review, or rejected, for admins alone. */
export function listTestimonials(ctx: RequestContext, args: QueryTestimonialsArgs): Promise<TestimonialPage> {
  const status = args.status ?? 'APPROVED';
  if (status !== 'APPROVED') requireAdmin(ctx.viewer);
  return findTestimonialPage(ctx.em, { status, after: datePosition(args.cursor), limit: pageSize(args.first) });
}

export function findMyTestimonial(ctx: RequestContext): Promise<Testimonial | null> {
  return findTestimonialOf(ctx.em, requireUser(ctx.viewer));
}
