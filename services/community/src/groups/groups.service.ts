import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FilterQuery } from '@mikro-orm/core';
import { z } from 'zod';
import {
  afterName,
  definedOnly,
  forbidden,
  hasRole,
  isUuid,
  likeLiteral,
  namePosition,
  namePositionOf,
  notFound,
  pageSize,
  parseInput,
  recordEvent,
  requireUser,
  rules,
  toPage,
  uniqueSlug,
  type Page,
  type RequestContext,
} from '@koinonia/kit';
import { GroupEntity, GroupMemberEntity, groupPrivacies, groupRoles, type Group, type GroupRole } from './group.entity.ts';

const SOURCE = 'community';

const groupInput = z.object({
  name: rules.requiredText(),
  about: rules.optionalText(),
  email: rules.optionalEmail(),
  // These always have a value: null means "not given" (the default on ADD, unchanged on EDIT).
  privacy: z
    .enum(groupPrivacies, { error: 'must be PUBLIC, CLOSED or INVITE_ONLY' })
    .nullish()
    .transform((v) => v ?? undefined),
  isSearchable: z
    .boolean()
    .nullish()
    .transform((v) => v ?? undefined),
  profileImageUrl: rules.optionalHttpsLink(),
  backgroundImageUrl: rules.optionalHttpsLink(),
});

/** EDIT changes only the fields given; a given field follows the same rules as on ADD. */
const groupChanges = groupInput.partial();

const idInput = z.object({ id: rules.requiredText() });

export async function addGroup(ctx: RequestContext, args: unknown): Promise<Group> {
  const userId = requireUser(ctx.viewer);
  const input = parseInput(groupInput, args);
  return ctx.em.transactional(async (em) => {
    const id = randomUUID();
    const group = em.create(GroupEntity, {
      id,
      slug: await uniqueSlug(em, { table: 'app_group', source: input.name, fallback: 'group' }),
      name: input.name,
      about: input.about,
      email: input.email ?? null,
      privacy: input.privacy ?? 'PUBLIC',
      isSearchable: input.isSearchable ?? true,
      profileImageUrl: input.profileImageUrl ?? null,
      backgroundImageUrl: input.backgroundImageUrl ?? null,
    });
    em.create(GroupMemberEntity, { id: randomUUID(), groupId: id, userId, role: 'ADMIN' });
    recordEvent(em, SOURCE, ctx.viewer, {
      type: 'community.group.created',
      version: 1,
      aggregateId: id,
      payload: { groupId: id, slug: group.slug, name: group.name, privacy: group.privacy, createdById: userId },
    });
    return group;
  });
}

export async function editGroup(ctx: RequestContext, args: unknown): Promise<Group> {
  const userId = requireUser(ctx.viewer);
  const { id } = parseInput(idInput, args);
  const changes = definedOnly(parseInput(groupChanges, args));
  return ctx.em.transactional(async (em) => {
    const group = await findAsAdmin(em, id, userId);
    em.assign(group, changes);
    recordEvent(em, SOURCE, ctx.viewer, {
      type: 'community.group.updated',
      version: 1,
      aggregateId: group.id,
      payload: { groupId: group.id, slug: group.slug, name: group.name, privacy: group.privacy, isSearchable: group.isSearchable },
    });
    return group;
  });
}

/** Deletes the group (its memberships go with it) and answers it as it was. */
export async function deleteGroup(ctx: RequestContext, args: unknown): Promise<Group> {
  const userId = requireUser(ctx.viewer);
  const { id } = parseInput(idInput, args);
  return ctx.em.transactional(async (em) => {
    const group = await findAsAdmin(em, id, userId);
    em.remove(group);
    recordEvent(em, SOURCE, ctx.viewer, {
      type: 'community.group.deleted',
      version: 1,
      aggregateId: group.id,
      payload: { groupId: group.id, slug: group.slug },
    });
    return group;
  });
}

/**
 * A group by slug or id. Anyone with the link sees a live group, whatever its privacy (invitees
 * need its page); a suspended one is seen only by its members and platform admins.
 */
export async function findGroup(ctx: RequestContext, by: { slug: string } | { id: string }): Promise<Group | null> {
  if ('id' in by && !isUuid(by.id)) return null;
  const group = await ctx.em.findOne(GroupEntity, by);
  if (!group || group.status === 'ACTIVE' || hasRole(ctx.viewer, 'ADMIN')) return group;
  const userId = ctx.viewer.userId;
  const isMember = userId ? await ctx.em.count(GroupMemberEntity, { groupId: group.id, userId }) : 0;
  return isMember ? group : null;
}

/** Live, searchable groups plus the viewer's own; platform admins see every group. */
export async function listGroups(
  ctx: RequestContext,
  args: { search?: string | null; cursor?: string | null; first?: number | null },
): Promise<Page<Group>> {
  const conditions: FilterQuery<Group>[] = [];
  if (!hasRole(ctx.viewer, 'ADMIN')) {
    const listed: FilterQuery<Group> = { status: 'ACTIVE', isSearchable: true };
    conditions.push(ctx.viewer.userId ? { $or: [listed, { id: { $in: membershipsOf(ctx, ctx.viewer.userId) } }] } : listed);
  }
  const search = args.search?.trim();
  if (search) conditions.push({ name: { $ilike: `%${likeLiteral(search)}%` } });
  return page(ctx.em, conditions, args.cursor, pageSize(args.first));
}

/** Groups the viewer belongs to, whatever their status; `type` keeps one role. */
export async function listMyGroups(
  ctx: RequestContext,
  args: { cursor?: string | null; type?: string | null; search?: string | null; first?: number | null },
): Promise<Page<Group>> {
  const userId = requireUser(ctx.viewer);
  const { type } = parseInput(
    z.object({ type: z.enum(groupRoles, { error: 'must be ADMIN or MEMBER' }).nullish() }),
    { type: args.type?.trim() || null },
  );
  const conditions: FilterQuery<Group>[] = [{ id: { $in: membershipsOf(ctx, userId, type ?? undefined) } }];
  const search = args.search?.trim();
  if (search) conditions.push({ name: { $ilike: `%${likeLiteral(search)}%` } });
  return page(ctx.em, conditions, args.cursor, pageSize(args.first));
}

/** The ids of the groups `userId` belongs to (with `role`, when given), as a subquery. */
const membershipsOf = (ctx: RequestContext, userId: string, role?: GroupRole) =>
  ctx.em.createQueryBuilder(GroupMemberEntity).select('groupId').where(role ? { userId, role } : { userId });

async function page(
  em: EntityManager,
  conditions: FilterQuery<Group>[],
  cursor: string | null | undefined,
  limit: number,
): Promise<Page<Group>> {
  const position = namePosition(cursor);
  if (position) conditions.push(afterName(position));
  const rows = await em.find(GroupEntity, conditions.length ? { $and: conditions } : {}, {
    orderBy: { name: 'asc', id: 'asc' },
    limit: limit + 1,
  });
  return toPage(rows, limit, namePositionOf);
}

async function findAsAdmin(em: EntityManager, id: string, userId: string): Promise<Group> {
  const group = isUuid(id) ? await em.findOne(GroupEntity, { id }) : null;
  if (!group) throw notFound('Group');
  if (!(await em.count(GroupMemberEntity, { groupId: id, userId, role: 'ADMIN' }))) {
    throw forbidden('Only an admin of this group can do this');
  }
  return group;
}
