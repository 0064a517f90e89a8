import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, datePositionOf, defineLoader, isUuid, likeLiteral, toPage, type DatePosition, type Page } from '@koinonia/kit';
import { OrganizationRoleEntity } from '../organizations/organization.entity.ts';
import { OpportunityEntity, type Opportunity, type OpportunityType, type Workplace } from './opportunity.entity.ts';

/** A page of opportunities (the `OpportunityPage` schema type is resolved from it). */
export type OpportunityPage = Page<Opportunity>;

export const findOpportunityById = (em: EntityManager, id: string): Promise<Opportunity | null> =>
  isUuid(id) ? em.findOne(OpportunityEntity, { id }) : Promise.resolve(null);

/** The opportunity, its row locked until the transaction ends (state changes queue on it). */
export const lockOpportunity = (em: EntityManager, id: string): Promise<Opportunity | null> =>
  isUuid(id) ? em.findOne(OpportunityEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : Promise.resolve(null);

/**
 * The opportunity, its row share-locked until the transaction ends: applications to it go ahead
 * together, while a close (which locks it for update) waits for them, and they for it.
 */
export const shareLockOpportunity = (em: EntityManager, id: string): Promise<Opportunity | null> =>
  isUuid(id) ? em.findOne(OpportunityEntity, { id }, { lockMode: LockMode.PESSIMISTIC_READ, refresh: true }) : Promise.resolve(null);

/** The ids of an organization's admins (bound by parameter, never a role literal in SQL). */
export async function organizationAdminIds(em: EntityManager, organizationId: string): Promise<string[]> {
  const roles = await em.find(OrganizationRoleEntity, { organizationId, isAdmin: true }, { fields: ['userId'], orderBy: { userId: 'asc' } });
  return roles.map((role) => role.userId);
}

/** SQL for "published and still before its deadline" on alias `o`. */
const OPEN_NOW = `o.status = 'OPEN' and (o.deadline is null or o.deadline > now())`;
const LIVE_ORGANIZATION = `exists (select 1 from organization org where org.id = o.organization_id and org.status = 'ACTIVE')`;

export interface JobBoardFilter {
  /** Full-text (websearch syntax) over title, denomination, description, requirements and benefits. */
  readonly search: string | null;
  readonly type: OpportunityType | null;
  readonly denomination: string | null;
  readonly ordinationRequired: boolean | null;
  readonly bivocational: boolean | null;
  readonly housingProvided: boolean | null;
  readonly workplace: Workplace | null;
  readonly after: DatePosition | null;
  readonly limit: number;
}

/** Open jobs of live organizations, newest first (published_at desc, id desc). */
export async function findJobBoardPage(em: EntityManager, filter: JobBoardFilter): Promise<OpportunityPage> {
  const qb = em.createQueryBuilder(OpportunityEntity, 'o').select('*');
  qb.andWhere(OPEN_NOW).andWhere(LIVE_ORGANIZATION);
  if (filter.search) qb.andWhere(`o.search_vector @@ websearch_to_tsquery('english', ?)`, [filter.search]);
  if (filter.type) qb.andWhere({ type: filter.type });
  if (filter.denomination) qb.andWhere({ denomination: { $ilike: likeLiteral(filter.denomination) } });
  if (filter.ordinationRequired != null) qb.andWhere({ ordinationRequired: filter.ordinationRequired });
  if (filter.bivocational != null) qb.andWhere({ bivocational: filter.bivocational });
  if (filter.housingProvided != null) qb.andWhere({ housingProvided: filter.housingProvided });
  if (filter.workplace) qb.andWhere({ workplace: filter.workplace });
  if (filter.after) qb.andWhere(beforeDate('publishedAt', filter.after));
  const rows = await qb.orderBy({ publishedAt: 'desc', id: 'desc' }).limit(filter.limit + 1).getResultList();
  return toPage(rows, filter.limit, (o) => datePositionOf(o.publishedAt!, o.id));
}

export interface OrganizationJobsFilter {
  /** One organization's, or those of every organization a member administers. */
  readonly of: { readonly organizationId: string } | { readonly adminId: string };
  /** Only what the public sees: open (or expired) and closed jobs that were published. */
  readonly publishedOnly: boolean;
  readonly type: OpportunityType | null;
  /** Matched in the job title, case-insensitively and literally. */
  readonly search: string | null;
  readonly after: DatePosition | null;
  readonly limit: number;
}

/** An organization's opportunities, or those of every organization the viewer administers: newest first. */
export async function findOrganizationJobsPage(em: EntityManager, filter: OrganizationJobsFilter): Promise<OpportunityPage> {
  const qb = em.createQueryBuilder(OpportunityEntity, 'o').select('*');
  if ('adminId' in filter.of) {
    const administered = em.createQueryBuilder(OrganizationRoleEntity).select('organizationId').where({ userId: filter.of.adminId, isAdmin: true });
    qb.andWhere({ organizationId: { $in: administered } });
  } else {
    qb.andWhere({ organizationId: filter.of.organizationId });
  }
  if (filter.publishedOnly) qb.andWhere({ status: { $in: ['OPEN', 'CLOSED'] }, publishedAt: { $ne: null } });
  if (filter.type) qb.andWhere({ type: filter.type });
  if (filter.search) qb.andWhere({ jobTitle: { $ilike: `%${likeLiteral(filter.search)}%` } });
  if (filter.after) qb.andWhere(beforeDate('createdAt', filter.after));
  const rows = await qb.orderBy({ createdAt: 'desc', id: 'desc' }).limit(filter.limit + 1).getResultList();
  return toPage(rows, filter.limit, (o) => datePositionOf(o.createdAt, o.id));
}

// Per-request loaders.

export const opportunityById = defineLoader(
  (em, ids: readonly string[]) => em.find(OpportunityEntity, { id: { $in: ids.filter(isUuid) } }),
  (opportunity) => opportunity.id,
);

interface OpenCount {
  readonly organizationId: string;
  readonly count: number;
}

/** Each organization's open jobs (deadline not passed), one statement per batch of organizations. */
export const openOpportunityCount = defineLoader(
  async (em, organizationIds: readonly string[]): Promise<OpenCount[]> => {
    const ids = organizationIds.filter(isUuid);
    if (!ids.length) return [];
    const rows = await em.execute<{ organization_id: string; n: number }[]>(
      `select o.organization_id, count(*)::int as n from opportunity o
        where o.organization_id in (?) and ${OPEN_NOW}
        group by o.organization_id`,
      [ids],
    );
    return rows.map((row) => ({ organizationId: row.organization_id, count: row.n }));
  },
  (row) => row.organizationId,
);

/** The members whose applications to the opportunity are still in progress (to tell them it closed). */
export async function inProgressApplicantIds(em: EntityManager, opportunityId: string): Promise<string[]> {
  const rows = await em.execute<{ user_id: string }[]>(
    `select user_id from application where opportunity_id = ? and status in ('SUBMITTED', 'REVIEWING', 'INTERVIEWING') order by user_id`,
    [opportunityId],
  );
  return rows.map((row) => row.user_id);
}
