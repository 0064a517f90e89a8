import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, datePositionOf, isUuid, toPage, type DatePosition, type Page } from '@koinonia/kit';
import { UserEntity } from '../users/user.entity.ts';
import { TestimonialEntity, type Testimonial, type TestimonialStatus } from './testimonial.entity.ts';

export type TestimonialPage = Page<Testimonial>;

export const findTestimonialOf = (em: EntityManager, userId: string): Promise<Testimonial | null> =>
  em.findOne(TestimonialEntity, { userId });

/** A member's testimonial, locked until the transaction ends: their edits and an admin's review take turns. */
export const lockTestimonialOf = (em: EntityManager, userId: string): Promise<Testimonial | null> =>
  em.findOne(TestimonialEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });

export const lockTestimonial = (em: EntityManager, id: string): Promise<Testimonial | null> =>
  isUuid(id) ? em.findOne(TestimonialEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : Promise.resolve(null);

/** Testimonials with a status, of active members, newest first. */
export async function findTestimonialPage(
  em: EntityManager,
  filter: { status: TestimonialStatus; after: DatePosition | null; limit: number },
): Promise<TestimonialPage> {
  const active = em.createQueryBuilder(UserEntity).select('id').where({ status: 'ACTIVE' });
  const where = {
    status: filter.status,
    userId: { $in: active },
    ...(filter.after ? beforeDate('createdAt', filter.after) : {}),
  };
  const rows = await em.find(TestimonialEntity, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: filter.limit + 1 });
  return toPage(rows, filter.limit, (testimonial) => datePositionOf(testimonial.createdAt, testimonial.id));
}
