import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineLoader, findNamePage, isUuid, likeLiteral, type NamePosition, type Page } from '@koinonia/kit';
import { GroupCandidateEntity, type CandidateKind } from '../memberships/membership.entities.ts';
import { GroupEntity, GroupMemberEntity, type Group, type GroupMember, type GroupRole } from './group.entity.ts';

/** A page of groups (the `GroupPage` schema type is resolved from it). */
export type GroupPage = Page<Group>;

/** A group by id; null for an id that is not a uuid (PostgreSQL would refuse it). */
export const findGroupById = async (em: EntityManager, id: string): Promise<Group | null> =>
  isUuid(id) ? em.findOne(GroupEntity, { id }) : null;

/**
 * A group by id, its row locked until the transaction ends: every change of its membership takes
 * this lock first, so concurrent changes take turns (the last-admin rule, the member count).
 */
export const lockGroup = async (em: EntityManager, id: string): Promise<Group | null> =>
  isUuid(id) ? em.findOne(GroupEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;

export const findGroupBySlug = (em: EntityManager, slug: string): Promise<Group | null> => em.findOne(GroupEntity, { slug });

export const findMembership = (em: EntityManager, groupId: string, userId: string): Promise<GroupMember | null> =>
  em.findOne(GroupMemberEntity, { groupId, userId });

/** Groups by id, batched per request (`_entities` asks for many at once). */
export const groupById = defineLoader(
  (em, ids: readonly string[]) => em.find(GroupEntity, { id: { $in: ids.filter(isUuid) } }),
  (group) => group.id,
);

type MembershipKey = `${string}/${string}`;
export const membershipKey = (groupId: string, userId: string): MembershipKey => `${groupId}/${userId}`;

/** A user's membership of a group, by `membershipKey(groupId, userId)`, batched per request. */
export const membershipByKey = defineLoader(
  (em, keys: readonly MembershipKey[]) => {
    const pairs = keys.map((key) => key.split('/'));
    // One request asks for one viewer's memberships, so the cross product of the two lists is small.
    return em.find(GroupMemberEntity, {
      groupId: { $in: [...new Set(pairs.map(([groupId]) => groupId!))] },
      userId: { $in: [...new Set(pairs.map(([, userId]) => userId!))] },
    });
  },
  (membership) => membershipKey(membership.groupId, membership.userId),
);

export interface GroupListQuery {
  /** Live searchable groups plus those `userId` (null when anonymous) belongs to; omitted: every group. */
  readonly listedFor?: { readonly userId: string | null };
  /** Only the groups this user belongs to, with `role` when given. */
  readonly memberOf?: { readonly userId: string; readonly role?: GroupRole | undefined };
  /** Only the groups this user asked to join, or is invited to. */
  readonly candidateOf?: { readonly userId: string; readonly kind: CandidateKind };
  /** Anywhere in the name, literally. */
  readonly search?: string | undefined;
  readonly after: NamePosition | null;
  readonly limit: number;
}

/** A page of groups by name then id. */
export function findGroupPage(em: EntityManager, query: GroupListQuery): Promise<GroupPage> {
  const groupIdsOf = (userId: string, role?: GroupRole) =>
    em.createQueryBuilder(GroupMemberEntity).select('groupId').where(role ? { userId, role } : { userId });
  const conditions: FilterQuery<Group>[] = [];
  if (query.listedFor) {
    const listed: FilterQuery<Group> = { status: 'ACTIVE', isSearchable: true };
    const { userId } = query.listedFor;
    conditions.push(userId ? { $or: [listed, { id: { $in: groupIdsOf(userId) } }] } : listed);
  }
  if (query.memberOf) conditions.push({ id: { $in: groupIdsOf(query.memberOf.userId, query.memberOf.role) } });
  if (query.candidateOf) {
    const { userId, kind } = query.candidateOf;
    conditions.push({ id: { $in: em.createQueryBuilder(GroupCandidateEntity).select('groupId').where({ userId, kind }) } });
  }
  if (query.search) conditions.push({ name: { $ilike: `%${likeLiteral(query.search)}%` } });
  return findNamePage(em, GroupEntity, conditions, query.after, query.limit);
}
