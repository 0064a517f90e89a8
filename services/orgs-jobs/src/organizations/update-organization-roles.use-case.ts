import { z } from 'zod';
import { defineUseCase, isAdmin, messages, rules, type EntityManager, type SignedInViewer } from '@koinonia/kit';
import { OrganizationRole, type Organization, type OrganizationRoleRow } from './organization.entity.ts';
import { countAdmins, createRole, findRolesOf, lockOrganization } from './organization-roles.repository.ts';
import { holdsRole } from './organization.repository.ts';
import { lastAdmin, listItemRefused, notOrganizationAdmin, organizationNotFound } from './organizations.errors.ts';
import { recordRoleChanged } from './organizations.events.ts';

export const organizationRoleActions = ['ADD', 'ADD_STUDENT', 'PROMOTE', 'DEMOTE', 'REMOVE'] as const;
type Action = (typeof organizationRoleActions)[number];

/** Most people one call changes. */
const MAX_USERS = 50;

const input = z.object({
  organizationId: rules.id(),
  userIds: z
    .array(rules.id())
    .min(1, messages.required)
    .max(MAX_USERS, `must have at most ${MAX_USERS} ids`),
  action: z.enum(organizationRoleActions),
});

interface Change {
  readonly em: EntityManager;
  readonly organizationId: string;
  readonly userId: string;
  readonly index: number;
  readonly role: OrganizationRoleRow | undefined;
}

/** Applies the action to one person; answers their role when it changed, `null` when it went. */
type Apply = (change: Change) => OrganizationRoleRow | null | 'unchanged';

const member = { isAdmin: false, isStudent: false };

const actions: Readonly<Record<Action, Apply>> = {
  ADD: ({ em, organizationId, userId, role }) => (role ? 'unchanged' : createRole(em, organizationId, userId, member)),
  ADD_STUDENT: ({ em, organizationId, userId, role }) => {
    if (!role) return createRole(em, organizationId, userId, { ...member, isStudent: true });
    if (role.isStudent) return 'unchanged';
    role.isStudent = true;
    return role;
  },
  PROMOTE: ({ em, organizationId, userId, role }) => {
    if (!role) return createRole(em, organizationId, userId, { ...member, isAdmin: true });
    if (role.isAdmin) return 'unchanged';
    role.isAdmin = true;
    return role;
  },
  DEMOTE: ({ index, role }) => {
    if (!role?.isAdmin) throw listItemRefused('userIds', index, 'is not an admin of this organization');
    role.isAdmin = false;
    return role;
  },
  REMOVE: ({ em, index, role }) => {
    if (!role) throw listItemRefused('userIds', index, 'holds no role in this organization');
    em.remove(role);
    return null;
  },
};

/**
 * updateUsersOrganizationRole: an admin of the organization, or a platform admin, applies `action`
 * to every user, all or nothing. The organization's row is locked first, so concurrent changes
 * take turns; after the writes it must still have an admin (else CONFLICT and nothing changes).
 * Each person whose role changed gets an `organization.role-changed` event with their new role.
 */
export const updateOrganizationRoles = defineUseCase({
  access: 'member',
  input,
  execute: (ctx, { organizationId, userIds, action }): Promise<Organization> =>
    ctx.em.transactional(async (em) => {
      const organization = await lockOrganization(em, organizationId);
      if (!organization) throw organizationNotFound();
      await requireRoleManager(em, ctx.viewer, organizationId);
      const roles = new Map((await findRolesOf(em, organizationId, userIds)).map((role) => [role.userId, role]));
      // A repeated id is applied once; errors name the position the client sent.
      const seen = new Set<string>();
      userIds.forEach((userId, index) => {
        if (seen.has(userId)) return;
        seen.add(userId);
        const after = actions[action]({ em, organizationId, userId, index, role: roles.get(userId) });
        if (after === 'unchanged') return;
        recordRoleChanged(em, ctx.viewer, {
          organizationId,
          userId,
          role: after ? (after.isAdmin ? OrganizationRole.ADMIN : OrganizationRole.MEMBER) : null,
          isStudent: after?.isStudent ?? false,
        });
      });
      await em.flush();
      if ((await countAdmins(em, organizationId)) === 0) throw lastAdmin();
      return organization;
    }),
});

async function requireRoleManager(em: EntityManager, viewer: SignedInViewer, organizationId: string): Promise<void> {
  if (isAdmin(viewer)) return;
  if (!(await holdsRole(em, organizationId, viewer.userId, OrganizationRole.ADMIN))) throw notOrganizationAdmin();
}
