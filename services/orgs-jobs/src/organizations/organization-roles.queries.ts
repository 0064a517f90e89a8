import { requireUser, userReference, searchText, type RequestContext, type UserReference } from '@koinonia/kit';
import { findAdminIds, findNonAdminIds } from './organization-roles.repository.ts';
import { findOrganization } from './organizations.queries.ts';

/**
 * An organization's admins (first appointed first) or its other people (by name, matching
 * `search`), for signed-in users, as identity's `users(organizationId)` is; null when the
 * organization is unknown or not visible to the viewer.
 */
export async function listOrganizationPeople(
  ctx: RequestContext,
  args: { id: string; search?: string | null },
  which: 'admins' | 'nonAdmins',
): Promise<UserReference[] | null> {
  requireUser(ctx.viewer);
  const organization = await findOrganization(ctx, { id: args.id });
  if (!organization) return null;
  const ids =
    which === 'admins'
      ? await findAdminIds(ctx.em, organization.id)
      : await findNonAdminIds(ctx.em, organization.id, searchText(args.search));
  return ids.map(userReference);
}
