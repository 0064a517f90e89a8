import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid, likeLiteral } from '@koinonia/kit';
import { OrganizationEntity, OrganizationRoleEntity, PersonEntity, type Organization, type OrganizationRoleRow } from './organization.entity.ts';

/** Most non-admins `organizationNonAdmins` answers (it has no cursor in the spec). */
export const NON_ADMINS_LIMIT = 100;

/**
 * An organization by id, its row locked until the transaction ends: every change of its roles
 * takes this lock first, so concurrent changes take turns and the last-admin rule holds.
 */
export const lockOrganization = (em: EntityManager, id: string): Promise<Organization | null> =>
  isUuid(id) ? em.findOne(OrganizationEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : Promise.resolve(null);

/** These people's roles in one organization. */
export const findRolesOf = (em: EntityManager, organizationId: string, userIds: readonly string[]): Promise<OrganizationRoleRow[]> =>
  em.find(OrganizationRoleEntity, { organizationId, userId: { $in: [...userIds] } });

/** A new role in the unit of work of `em`. */
export const createRole = (em: EntityManager, organizationId: string, userId: string, values: { isAdmin: boolean; isStudent: boolean }): OrganizationRoleRow =>
  em.create(OrganizationRoleEntity, { id: randomUUID(), organizationId, userId, ...values });

export const countAdmins = (em: EntityManager, organizationId: string): Promise<number> =>
  em.count(OrganizationRoleEntity, { organizationId, isAdmin: true });

/** The organization's admins, first appointed first. */
export async function findAdminIds(em: EntityManager, organizationId: string): Promise<string[]> {
  const roles = await em.find(OrganizationRoleEntity, { organizationId, isAdmin: true }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  return roles.map((role) => role.userId);
}

/**
 * The organization's non-admins by name (people identity has not announced yet last), matching
 * `search` in the first or last name, case-insensitively and literally.
 */
export async function findNonAdminIds(em: EntityManager, organizationId: string, search: string | null): Promise<string[]> {
  const rows = await em.execute<{ user_id: string }[]>(
    `select r.user_id
       from organization_role r
       left join person p on p.user_id = r.user_id
      where r.organization_id = ? and not r.is_admin
        and (?::text is null or p.first_name ilike ? or p.last_name ilike ? or p.first_name || ' ' || p.last_name ilike ?)
      order by p.first_name is null, p.first_name, p.last_name, r.created_at, r.user_id
      limit ?`,
    [organizationId, search, ...Array<string | null>(3).fill(search ? `%${likeLiteral(search)}%` : null), NON_ADMINS_LIMIT],
  );
  return rows.map((row) => row.user_id);
}

/** Identity's latest name of a member (its events may be redelivered: the last one wins). */
export async function recordPerson(em: EntityManager, userId: string, firstName: string, lastName: string): Promise<void> {
  if (!isUuid(userId)) return;
  await em.upsert(PersonEntity, { userId, firstName, lastName });
}
