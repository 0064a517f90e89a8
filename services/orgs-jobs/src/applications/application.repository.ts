import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, datePositionOf, isUuid, likeLiteral, toPage, type DatePosition, type Page } from '@koinonia/kit';
import { OpportunityEntity } from '../opportunities/opportunity.entity.ts';
import { ApplicationEntity, type Application } from './application.entity.ts';

/** A page of applications (the `ApplicationPage` schema type is resolved from it). */
export type ApplicationPage = Page<Application>;

/** The application, its row locked until the transaction ends (status changes queue on it). */
export const lockApplication = (em: EntityManager, id: string): Promise<Application | null> =>
  isUuid(id) ? em.findOne(ApplicationEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : Promise.resolve(null);

export interface ApplicationListFilter {
  /** A member's applications, or an opportunity's. */
  readonly userId: string | null;
  readonly opportunityId: string | null;
  /** A member's: matched in the job title; an opportunity's: in the message (case-insensitively, literally). */
  readonly search: string | null;
  readonly after: DatePosition | null;
  readonly limit: number;
}

/** Applications newest first (created_at desc, id desc). */
export async function findApplicationPage(em: EntityManager, filter: ApplicationListFilter): Promise<ApplicationPage> {
  const qb = em.createQueryBuilder(ApplicationEntity, 'a').select('*');
  if (filter.userId) qb.andWhere({ userId: filter.userId });
  if (filter.opportunityId) qb.andWhere({ opportunityId: filter.opportunityId });
  if (filter.search) {
    const pattern = `%${likeLiteral(filter.search)}%`;
    if (filter.userId) {
      const titled = em.createQueryBuilder(OpportunityEntity).select('id').where({ jobTitle: { $ilike: pattern } });
      qb.andWhere({ opportunityId: { $in: titled } });
    } else {
      qb.andWhere({ message: { $ilike: pattern } });
    }
  }
  if (filter.after) qb.andWhere(beforeDate('createdAt', filter.after));
  const rows = await qb.orderBy({ createdAt: 'desc', id: 'desc' }).limit(filter.limit + 1).getResultList();
  return toPage(rows, filter.limit, (a) => datePositionOf(a.createdAt, a.id));
}
