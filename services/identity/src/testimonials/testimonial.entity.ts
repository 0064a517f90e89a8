import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A testimonial is PENDING until an admin APPROVEs (shown to everyone) or REJECTs it; an edit asks again. */
export const testimonialStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type TestimonialStatus = (typeof testimonialStatuses)[number];

export const TestimonialEntity = defineEntity({
  name: 'Testimonial',
  tableName: 'testimonial',
  properties: {
    id: p.uuid().primary(),
    /** Its author; one testimonial per member. */
    userId: p.uuid(),
    text: p.text(),
    status: p.enum(testimonialStatuses).default('PENDING'),
    reviewedById: p.uuid().nullable(),
    reviewedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Testimonial = InferEntity<typeof TestimonialEntity>;
