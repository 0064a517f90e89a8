import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@koinonia/kit';

/**
 * The names of the `user_role` rows that mirror orgs-jobs' organization roles. Never `ADMIN`: the
 * session turns every role name into a viewer role, and ADMIN is the platform's (impersonation).
 * Other rows of an organization (the seed's job titles) are left alone, but go when the person
 * leaves it.
 */
export const OrganizationRoleName = {
  ADMIN: 'ORGANIZATION_ADMIN',
  MEMBER: 'ORGANIZATION_MEMBER',
  STUDENT: 'ORGANIZATION_STUDENT',
} as const;

const mirroredNames = Object.values(OrganizationRoleName);

/**
 * Sets a person's role in an organization to `name`, or removes every role they hold in it when
 * null. Applied as a state, so a redelivered event changes nothing; a user identity does not know
 * is skipped.
 */
export async function applyOrganizationRole(em: EntityManager, organizationId: string, userId: string, name: string | null): Promise<void> {
  if (!isUuid(organizationId) || !isUuid(userId)) return;
  await em.execute(
    name === null
      ? 'delete from user_role where organization_id = ? and user_id = ?'
      : 'delete from user_role where organization_id = ? and user_id = ? and name in (?)',
    name === null ? [organizationId, userId] : [organizationId, userId, mirroredNames],
  );
  if (name === null) return;
  await em.execute(
    `insert into user_role (id, user_id, name, organization_id)
       select gen_random_uuid(), id, ?, ? from app_user where id = ?`,
    [name, organizationId, userId],
  );
}

/** An organization was deleted: nobody holds a role in it any more. */
export async function forgetOrganization(em: EntityManager, organizationId: string): Promise<void> {
  if (!isUuid(organizationId)) return;
  await em.execute('delete from user_role where organization_id = ?', [organizationId]);
}
