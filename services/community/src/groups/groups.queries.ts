import { z } from 'zod';
import {
  isAdmin,
  namePosition,
  orList,
  pageSize,
  parseInput,
  requireUser,
  type EntityManager,
  searchText, type RequestContext,
  type Viewer,
} from '@koinonia/kit';
import { CandidateKind } from '../memberships/membership.entities.ts';
import type { QueryGroupsArgs, QueryMyGroupsArgs } from '../__generated__/resolvers.ts';
import { GroupRole, groupRoles, type Group } from './group.entity.ts';
import { groupErrors } from './groups.errors.ts';
import {
  findGroupById,
  findGroupBySlug,
  findGroupPage,
  findMembership,
  groupById,
  lockGroup,
  membershipByKey,
  membershipKey,
  type GroupPage,
} from './group.repository.ts';

/**
 * Anyone with the link sees a live group, whatever its privacy (invitees need its page); a
 * suspended one is seen only by its members and platform admins.
 */
async function visible(ctx: RequestContext, group: Group | null): Promise<Group | null> {
  if (!group || group.status === 'ACTIVE' || isAdmin(ctx.viewer)) return group;
  const userId = ctx.viewer.userId;
  return userId && (await membershipByKey(ctx).load(membershipKey(group.id, userId))) ? group : null;
}

export const findGroup = async (ctx: RequestContext, slug: string): Promise<Group | null> =>
  visible(ctx, await findGroupBySlug(ctx.em, slug));

/** For federation: batched, and null (never an error) for a group the viewer may not see. */
export const resolveGroupReference = async (ctx: RequestContext, id: string): Promise<Group | null> =>
  visible(ctx, await groupById(ctx).load(id));

/** A group by id as the viewer may see it (as `group(slug)` would show it), or null. */
export const findGroupVisibleTo = resolveGroupReference;

/** Live, searchable groups plus the viewer's own; platform admins see every group. */
export const listGroups = (ctx: RequestContext, args: QueryGroupsArgs): Promise<GroupPage> =>
  findGroupPage(ctx.em, {
    ...(isAdmin(ctx.viewer) ? {} : { listedFor: { userId: ctx.viewer.userId } }),
    search: searchText(args.search) ?? undefined,
    after: namePosition(args.cursor),
    limit: pageSize(args.first),
  });

const myGroupTypes = [...groupRoles, CandidateKind.REQUESTED, CandidateKind.INVITED] as const;
const myGroupsInput = z.object({ type: z.enum(myGroupTypes, { error: `must be ${orList(myGroupTypes)}` }).nullish() });

/**
 * Groups the viewer belongs to, whatever their status; `type` keeps one role, or lists the groups
 * they asked to join (REQUESTED) or are invited to (INVITED) instead.
 */
export function listMyGroups(ctx: RequestContext, args: QueryMyGroupsArgs): Promise<GroupPage> {
  const userId = requireUser(ctx.viewer);
  const { type } = parseInput(myGroupsInput, { type: args.type?.trim() || null });
  const which =
    type === CandidateKind.REQUESTED || type === CandidateKind.INVITED
      ? { candidateOf: { userId, kind: type } }
      : { memberOf: { userId, role: type ?? undefined } };
  return findGroupPage(ctx.em, {
    ...which,
    search: searchText(args.search) ?? undefined,
    after: namePosition(args.cursor),
    limit: pageSize(args.first),
  });
}

/** The group `id` when `userId` is one of its admins; NOT_FOUND or FORBIDDEN otherwise. */
export async function groupAdministeredBy(em: EntityManager, id: string, userId: string): Promise<Group> {
  const group = await findGroupById(em, id);
  if (!group) throw groupErrors.notFound();
  if ((await findMembership(em, group.id, userId))?.role !== GroupRole.ADMIN) throw groupErrors.notAnAdmin();
  return group;
}

/**
 * The group `id` when the viewer manages it: one of its admins, or a platform admin (who moderates
 * every group). NOT_FOUND or FORBIDDEN otherwise. `lock` locks its row for the transaction.
 */
export async function groupManagedBy(em: EntityManager, id: string, viewer: Viewer, options: { lock?: boolean } = {}): Promise<Group> {
  const group = options.lock ? await lockGroup(em, id) : await findGroupById(em, id);
  if (!group) throw groupErrors.notFound();
  if (isAdmin(viewer)) return group;
  const userId = viewer.userId;
  if (!userId || (await findMembership(em, group.id, userId))?.role !== GroupRole.ADMIN) throw groupErrors.notAnAdmin();
  return group;
}
