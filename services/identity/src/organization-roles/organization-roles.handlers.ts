import type { EventHandlers } from '@koinonia/kit';
import { applyOrganizationRole, forgetOrganization, OrganizationRoleName } from './organization-roles.repository.ts';

/**
 * Keeps identity's `user_role` rows of organizations (what `users(organizationId)` and
 * `User.roles` read) in step with orgs-jobs: its creator's admin role, each role change, and the
 * organization's deletion. An organization's events share its partition, so they arrive in order.
 */
export function organizationRoleHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('orgs-jobs.organization.created', 1, async ({ organizationId, createdById }, { em }) => {
      await applyOrganizationRole(em, organizationId, createdById, OrganizationRoleName.ADMIN);
    })
    .on('orgs-jobs.organization.role-changed', 1, async ({ organizationId, userId, role, isStudent }, { em }) => {
      const name = role === 'ADMIN' ? OrganizationRoleName.ADMIN : role && (isStudent ? OrganizationRoleName.STUDENT : OrganizationRoleName.MEMBER);
      await applyOrganizationRole(em, organizationId, userId, name);
    })
    .on('orgs-jobs.organization.deleted', 1, async ({ organizationId }, { em }) => {
      await forgetOrganization(em, organizationId);
    });
}
