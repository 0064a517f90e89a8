import { datePosition, isAdmin, isUuid, namePosition, pageSize, requireUser, type RequestContext } from '@koinonia/kit';
import type { QueryFollowersArgs, QueryFollowingArgs, QueryFollowingsArgs } from '../__generated__/resolvers.ts';
import { findOrganizationPage, type OrganizationPage } from '../organizations/organization.repository.ts';
import { findOrganization } from '../organizations/organizations.queries.ts';
import { findFollowerPage, isFollowing, type FollowerPage } from './follow.repository.ts';

/** Whether `userId` (default: the viewer) follows the organization; false for an anonymous viewer or a malformed id. */
export async function following(ctx: RequestContext, args: QueryFollowingArgs): Promise<boolean> {
  const userId = args.userId ?? ctx.viewer.userId;
  if (!userId || !isUuid(userId) || !isUuid(args.organizationId)) return false;
  return isFollowing(ctx.em, args.organizationId, userId);
}

/** The organizations the viewer follows, by name; suspended ones are left out (but for platform admins). */
export function listFollowings(ctx: RequestContext, args: QueryFollowingsArgs): Promise<OrganizationPage> {
  const userId = requireUser(ctx.viewer);
  return findOrganizationPage(ctx.em, {
    includeSuspended: isAdmin(ctx.viewer),
    id: null,
    search: null,
    searchWordStarts: false,
    type: null,
    heldBy: null,
    followedBy: userId,
    after: namePosition(args.cursor),
    limit: pageSize(args.first),
  });
}

/** An organization's followers, newest first; null when it is unknown or not visible to the viewer. */
export async function listFollowers(ctx: RequestContext, args: QueryFollowersArgs): Promise<FollowerPage | null> {
  const after = datePosition(args.cursor);
  const organization = await findOrganization(ctx, { slug: args.slug });
  return organization ? findFollowerPage(ctx.em, organization.id, after, pageSize(args.first)) : null;
}
