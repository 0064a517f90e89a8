import { emptyPage, exactlyOneOf, isAdmin, isUuid, namePosition, pageSize, requireUser, searchText, type RequestContext } from '@koinonia/kit';
import type { QueryUserArgs, QueryUsersArgs } from '../__generated__/resolvers.ts';
import { findBlock } from '../blocks/blocks.repository.ts';
import { groupMembersHidden } from '../memberships/memberships.errors.ts';
import { mayListGroupMembers } from '../memberships/memberships.repository.ts';
import type { Profile, User } from './user.entity.ts';
import { findUserBySlug, findUserByProfileId, findUserPage, profileByUserId, userById, type UserPage } from './user.repository.ts';

/** The signed-in user, or null when anonymous. */
export const findMe = (ctx: RequestContext): Promise<User | null> | null =>
  ctx.viewer.userId ? userById(ctx).load(ctx.viewer.userId) : null;

/** One user by exactly one of id, slug or profile id; null to a member they blocked. */
export async function findUser(ctx: RequestContext, args: QueryUserArgs): Promise<User | null> {
  const user = await findUserBy(ctx, args);
  return user && (await hiddenFromViewer(ctx, user.id)) ? null : user;
}

function findUserBy(ctx: RequestContext, args: QueryUserArgs): Promise<User | null> {
  const { key, value } = exactlyOneOf(args, ['id', 'slug', 'profileId']);
  switch (key) {
    case 'id':
      return userById(ctx).load(value);
    case 'slug':
      return findUserBySlug(ctx.em, value);
    case 'profileId':
      return findUserByProfileId(ctx.em, value);
  }
}

/** Whether a member blocked the viewer, and so is not shown to them (admins see everyone). */
export async function hiddenFromViewer(ctx: RequestContext, userId: string): Promise<boolean> {
  const viewerId = ctx.viewer.userId;
  if (!viewerId || viewerId === userId || isAdmin(ctx.viewer)) return false;
  return (await findBlock(ctx.em, userId, viewerId)) !== null;
}

/** The `users` list: members only; suspended users are listed to platform admins alone. */
export async function listUsers(ctx: RequestContext, args: QueryUsersArgs): Promise<UserPage> {
  const viewerId = requireUser(ctx.viewer);
  const after = namePosition(args.cursor);
  const limit = pageSize(args.first);
  // Ids are uuids: a malformed one matches nobody.
  if ([args.organizationId, args.groupId, args.eventId].some((id) => id != null && !isUuid(id))) return emptyPage();
  // Who is in a closed or invite-only group is for its members (and platform admins) to see.
  if (args.groupId && !isAdmin(ctx.viewer) && !(await mayListGroupMembers(ctx.em, args.groupId, viewerId))) throw groupMembersHidden();
  return findUserPage(ctx.em, {
    search: searchText(args.search),
    organizationId: args.organizationId ?? null,
    groupId: args.groupId ?? null,
    eventId: args.eventId ?? null,
    includeSuspended: isAdmin(ctx.viewer),
    hiddenFrom: isAdmin(ctx.viewer) ? null : viewerId,
    after,
    limit,
  });
}

/** A user's profile; sign-up creates it with the user, so a user without one is a bug. */
export async function profileOf(ctx: RequestContext, userId: string): Promise<Profile> {
  const profile = await profileByUserId(ctx).load(userId);
  if (!profile) throw new Error(`user ${userId} has no profile`);
  return profile;
}
