import { badInput, conflict, notFound, type DomainError } from '@koinonia/kit';

// The testimonials feature's expected failures.

export const alreadyWritten = (): DomainError => conflict('You already wrote a testimonial: edit it instead');

export const noTestimonial = (): DomainError => notFound('Testimonial');

export const reviewIsApproveOrReject = (): DomainError =>
  badInput([{ path: 'status', message: 'must be APPROVED or REJECTED' }], 'status: must be APPROVED or REJECTED');
