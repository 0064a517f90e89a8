import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader, defineLoader, findNamePage, isUuid, likeLiteral, type NamePosition, type Page } from '@koinonia/kit';
import { UserSlugHistoryEntity } from '../account/user-slug.entity.ts';
import { notBlocking } from '../blocks/blocks.repository.ts';
import { eventAttendeeIds, groupMemberIds } from '../memberships/memberships.repository.ts';
import { LocationEntity, ProfileEntity, RoleEntity, UserEntity, type Location, type Profile, type Role, type User } from './user.entity.ts';

/** A page of the `users` list (the `UserPage` schema type is resolved from it). */
export type UserPage = Page<User>;

// Ids come from clients (arguments, entity references): PostgreSQL would refuse a malformed uuid
// and fail the whole batch, so those simply match nothing.
const validIds = (ids: readonly string[]): string[] => ids.filter(isUuid);

export const findUserById = (em: EntityManager, id: string): Promise<User | null> =>
  isUuid(id) ? em.findOne(UserEntity, { id }) : Promise.resolve(null);

/** A user the caller knows exists (the viewer, the owner of a token): a missing one is a bug. */
export const getUser = (em: EntityManager, id: string): Promise<User> => em.findOneOrFail(UserEntity, { id });

/** By current slug only: the one a slug belongs to now. */
export const findUserByCurrentSlug = (em: EntityManager, slug: string): Promise<User | null> => em.findOne(UserEntity, { slug });

/**
 * By slug, or by one the member had before (old profile links keep working). A current slug wins
 * over a former one: sign-up may give a new member a slug someone left.
 */
export async function findUserBySlug(em: EntityManager, slug: string): Promise<User | null> {
  const current = await findUserByCurrentSlug(em, slug);
  if (current) return current;
  const former = em.createQueryBuilder(UserSlugHistoryEntity).select('userId').where({ slug });
  return em.findOne(UserEntity, { id: { $in: former } });
}

/**
 * The user's row, locked until the transaction ends: changes to the same account take turns, and
 * each reads what the one before it committed (`refresh`: not an earlier read of this request).
 */
export const lockUser = (em: EntityManager, id: string): Promise<User | null> =>
  isUuid(id) ? em.findOne(UserEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : Promise.resolve(null);

/** Addresses are stored lower-cased, as `rules.email()` leaves them. */
export const findUserByEmail = (em: EntityManager, email: string): Promise<User | null> => em.findOne(UserEntity, { email });

export const findUserByProfileId = (em: EntityManager, profileId: string): Promise<User | null> =>
  isUuid(profileId)
    ? em.findOne(UserEntity, { id: { $in: em.createQueryBuilder(ProfileEntity).select('userId').where({ id: profileId }) } })
    : Promise.resolve(null);

export const findProfileById = (em: EntityManager, id: string): Promise<Profile | null> =>
  isUuid(id) ? em.findOne(ProfileEntity, { id }) : Promise.resolve(null);

export const getProfileOfUser = (em: EntityManager, userId: string): Promise<Profile> =>
  em.findOneOrFail(ProfileEntity, { userId });

/** The user's profile, locked until the transaction ends: changes to its files take turns. */
export const lockProfileOfUser = (em: EntityManager, userId: string): Promise<Profile> =>
  em.findOneOrFail(ProfileEntity, { userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });

export const rolesOfUser = (em: EntityManager, userId: string): Promise<Role[]> =>
  em.find(RoleEntity, { userId }, { orderBy: { name: 'asc' } });

/**
 * A user's platform roles (those not scoped to an organization): what a session's viewer carries.
 * An organization's role never grants a platform right, whatever its name.
 */
export const platformRolesOfUser = (em: EntityManager, userId: string): Promise<Role[]> =>
  em.find(RoleEntity, { userId, organizationId: null }, { orderBy: { name: 'asc' } });

export const findLocation = (em: EntityManager, id: string): Promise<Location | null> => em.findOne(LocationEntity, { id });

export type LocationValues = Pick<Location, 'country' | 'city' | 'state' | 'zipcode'>;

export async function updateLocation(em: EntityManager, id: string, values: LocationValues): Promise<void> {
  await em.nativeUpdate(LocationEntity, { id }, values);
}

export interface UserListFilter {
  /** Matched anywhere in "first last", case-insensitively and literally. */
  readonly search: string | null;
  /** Only users holding a role in this organization. */
  readonly organizationId: string | null;
  /** Only members of this group (community's memberships, through identity's read model). */
  readonly groupId: string | null;
  /** Only people registered for this event (likewise). */
  readonly eventId: string | null;
  readonly includeSuspended: boolean;
  /** Leaves out the members who blocked this one. */
  readonly hiddenFrom: string | null;
  readonly after: NamePosition | null;
  readonly limit: number;
}

/** One page of users ordered by name then id. */
export function findUserPage(em: EntityManager, filter: UserListFilter): Promise<UserPage> {
  const conditions: FilterQuery<User>[] = [];
  if (!filter.includeSuspended) conditions.push({ status: 'ACTIVE' });
  if (filter.hiddenFrom) conditions.push(notBlocking(em, filter.hiddenFrom));
  if (filter.search) conditions.push({ name: { $ilike: `%${likeLiteral(filter.search)}%` } });
  if (filter.organizationId) {
    const holders = em.createQueryBuilder(RoleEntity).select('userId').where({ organizationId: filter.organizationId });
    conditions.push({ id: { $in: holders } });
  }
  if (filter.groupId) conditions.push({ id: { $in: groupMemberIds(em, filter.groupId) } });
  if (filter.eventId) conditions.push({ id: { $in: eventAttendeeIds(em, filter.eventId) } });
  return findNamePage(em, UserEntity, conditions, filter.after, filter.limit);
}

// Per-request loaders: a page of users, or a batch of entity references, costs one query per kind.

export const userById = defineLoader(
  (em, ids: readonly string[]) => em.find(UserEntity, { id: { $in: validIds(ids) } }),
  (user) => user.id,
);

export const profileById = defineLoader(
  (em, ids: readonly string[]) => em.find(ProfileEntity, { id: { $in: validIds(ids) } }),
  (profile) => profile.id,
);

export const profileByUserId = defineLoader(
  (em, userIds: readonly string[]) => em.find(ProfileEntity, { userId: { $in: [...userIds] } }),
  (profile) => profile.userId,
);

export const locationById = defineLoader(
  (em, ids: readonly string[]) => em.find(LocationEntity, { id: { $in: [...ids] } }),
  (location) => location.id,
);

export const rolesByUserId = defineGroupLoader(
  (em, userIds: readonly string[]) => em.find(RoleEntity, { userId: { $in: [...userIds] } }, { orderBy: { name: 'asc' } }),
  (role) => role.userId,
);
