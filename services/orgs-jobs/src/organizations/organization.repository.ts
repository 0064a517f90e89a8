import { randomUUID } from 'node:crypto';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader, defineLoader, findNamePage, isUuid, likeLiteral, type NamePosition, type Page } from '@koinonia/kit';
import { FollowEntity } from '../follows/follow.entity.ts';
import { OrganizationEntity, OrganizationRole, OrganizationRoleEntity, type Organization } from './organization.entity.ts';

/** A page of an organization list (the `OrganizationPage` schema type is resolved from it). */
export type OrganizationPage = Page<Organization>;

export const findOrganizationById = (em: EntityManager, id: string): Promise<Organization | null> =>
  isUuid(id) ? em.findOne(OrganizationEntity, { id }) : Promise.resolve(null);

export const findOrganizationBySlug = (em: EntityManager, slug: string): Promise<Organization | null> =>
  em.findOne(OrganizationEntity, { slug });

export const findOrganizationByProfileId = (em: EntityManager, profileId: string): Promise<Organization | null> =>
  isUuid(profileId) ? em.findOne(OrganizationEntity, { profileId }) : Promise.resolve(null);

export async function holdsRole(em: EntityManager, organizationId: string, userId: string, role: OrganizationRole): Promise<boolean> {
  const isAdmin = role === OrganizationRole.ADMIN ? { isAdmin: true } : {};
  return (await em.count(OrganizationRoleEntity, { organizationId, userId, ...isAdmin })) > 0;
}

/** Gives `userId` a role in the organization, in the unit of work of `em`. */
export function grantRole(em: EntityManager, organizationId: string, userId: string, role: OrganizationRole): void {
  em.create(OrganizationRoleEntity, { id: randomUUID(), organizationId, userId, isAdmin: role === OrganizationRole.ADMIN });
}

export interface OrganizationListFilter {
  readonly includeSuspended: boolean;
  readonly id: string | null;
  /** Matched in the name, case-insensitively and literally: anywhere, or at the start of a word. */
  readonly search: string | null;
  readonly searchWordStarts: boolean;
  /** One type, case-insensitively. */
  readonly type: string | null;
  /** Only organizations this user holds a role in. */
  readonly heldBy: string | null;
  /** Only organizations this user follows. */
  readonly followedBy?: string | null;
  readonly after: NamePosition | null;
  readonly limit: number;
}

/** One page of organizations ordered by name then id. */
export function findOrganizationPage(em: EntityManager, filter: OrganizationListFilter): Promise<OrganizationPage> {
  const conditions: FilterQuery<Organization>[] = [];
  if (!filter.includeSuspended) conditions.push({ status: 'ACTIVE' });
  if (filter.id) conditions.push({ id: filter.id });
  if (filter.search) {
    const term = likeLiteral(filter.search);
    conditions.push(
      filter.searchWordStarts
        ? { $or: [{ name: { $ilike: `${term}%` } }, { name: { $ilike: `% ${term}%` } }] }
        : { name: { $ilike: `%${term}%` } },
    );
  }
  if (filter.type) conditions.push({ type: { $ilike: likeLiteral(filter.type) } });
  if (filter.heldBy) {
    const held = em.createQueryBuilder(OrganizationRoleEntity).select('organizationId').where({ userId: filter.heldBy });
    conditions.push({ id: { $in: held } });
  }
  if (filter.followedBy) {
    const followed = em.createQueryBuilder(FollowEntity).select('organizationId').where({ userId: filter.followedBy });
    conditions.push({ id: { $in: followed } });
  }
  return findNamePage(em, OrganizationEntity, conditions, filter.after, filter.limit);
}

/** Most organizations the founding circle shows. */
const FOUNDING_CIRCLE_SIZE = 50;

/** The founding circle: live organizations with a priority, priority 1 first, then by name. */
export const findFoundingCircle = (em: EntityManager): Promise<Organization[]> =>
  em.find(
    OrganizationEntity,
    { status: 'ACTIVE', priority: { $gt: 0 } },
    { orderBy: { priority: 'asc', name: 'asc', id: 'asc' }, limit: FOUNDING_CIRCLE_SIZE },
  );

export const findOrganizationsByIds = (em: EntityManager, ids: readonly string[]): Promise<Organization[]> =>
  em.find(OrganizationEntity, { id: { $in: ids.filter(isUuid) } });

// Per-request loaders: a batch of entity references costs one query, and the viewer's roles one more.

export const organizationById = defineLoader(
  (em, ids: readonly string[]) => em.find(OrganizationEntity, { id: { $in: ids.filter(isUuid) } }),
  (organization) => organization.id,
);

export const rolesOfUser = defineGroupLoader(
  (em, userIds: readonly string[]) => em.find(OrganizationRoleEntity, { userId: { $in: [...userIds] } }),
  (role) => role.userId,
);
