import type { EntityManager } from '@mikro-orm/postgresql';
import { defineLoader, isUuid } from '@koinonia/kit';

// The read models of identity's members, connections and blocks (migration 0004), written only by
// people.handlers.ts. Writes are idempotent upserts and deletes keyed by identity's ids, so a
// redelivered event changes nothing (besides the consumer's once-per-event record).

/** A member as community knows them (identity's `identity.user.profile-changed`). */
export interface CommunityMember {
  readonly user_id: string;
  readonly profile_id: string | null;
  readonly slug: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly country: string | null;
  readonly state: string | null;
  readonly city: string | null;
  readonly zipcode: string | null;
}

export interface MemberFields {
  readonly userId: string;
  /** Version 1 of the event has none: a profile id already known is kept. */
  readonly profileId: string | null;
  readonly slug: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly location: { country: string | null; state: string | null; city: string | null; zipcode: string | null } | null;
}

export async function recordMember(em: EntityManager, member: MemberFields): Promise<void> {
  if (!isUuid(member.userId) || (member.profileId !== null && !isUuid(member.profileId))) return;
  const place = member.location ?? { country: null, state: null, city: null, zipcode: null };
  await em.execute(
    `insert into community_member (user_id, profile_id, slug, first_name, last_name, country, state, city, zipcode)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set
         profile_id = coalesce(excluded.profile_id, community_member.profile_id),
         slug = excluded.slug, first_name = excluded.first_name, last_name = excluded.last_name,
         country = excluded.country, state = excluded.state, city = excluded.city, zipcode = excluded.zipcode`,
    [member.userId, member.profileId, member.slug, member.firstName, member.lastName, place.country, place.state, place.city, place.zipcode],
  );
}

/** An accepted connection, kept in both directions so either member's side is one index lookup. */
export async function recordConnection(em: EntityManager, a: string, b: string): Promise<void> {
  if (!isUuid(a) || !isUuid(b)) return;
  await em.execute('insert into community_connection (user_id, other_id) values (?, ?), (?, ?) on conflict do nothing', [a, b, b, a]);
}

export async function forgetConnection(em: EntityManager, a: string, b: string): Promise<void> {
  if (!isUuid(a) || !isUuid(b)) return;
  await em.execute('delete from community_connection where (user_id = ? and other_id = ?) or (user_id = ? and other_id = ?)', [a, b, b, a]);
}

/** A block; identity removes any connection between the two with it, and so does this read model. */
export async function recordBlock(em: EntityManager, blockerId: string, blockedId: string): Promise<void> {
  if (!isUuid(blockerId) || !isUuid(blockedId)) return;
  await em.execute('insert into community_block (blocker_id, blocked_id) values (?, ?) on conflict do nothing', [blockerId, blockedId]);
  await forgetConnection(em, blockerId, blockedId);
}

export async function forgetBlock(em: EntityManager, blockerId: string, blockedId: string): Promise<void> {
  if (!isUuid(blockerId) || !isUuid(blockedId)) return;
  await em.execute('delete from community_block where blocker_id = ? and blocked_id = ?', [blockerId, blockedId]);
}

/** Members by user id, batched per request (mentions, authors' profile ids). */
export const memberByUserId = defineLoader(
  (em, ids: readonly string[]) =>
    em.execute<CommunityMember[]>('select * from community_member where user_id = any(?::uuid[])', [toArray(ids.filter(isUuid))]),
  (member) => member.user_id,
);

export async function findMemberByProfileId(em: EntityManager, profileId: string): Promise<CommunityMember | null> {
  if (!isUuid(profileId)) return null;
  const [member] = await em.execute<CommunityMember[]>('select * from community_member where profile_id = ?', [profileId]);
  return member ?? null;
}

/** Whether the two people are connected (an accepted connection). */
export async function areConnected(em: EntityManager, userId: string, otherId: string): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(otherId)) return false;
  const rows = await em.execute('select 1 from community_connection where user_id = ? and other_id = ?', [userId, otherId]);
  return rows.length > 0;
}

/**
 * SQL that is true when the viewer (the parameter, given twice) and the person in `column` blocked
 * one another, either way: their content never shows to each other.
 */
export const blockedEitherWaySql = (column: string): string =>
  `exists (select 1 from community_block b
     where (b.blocker_id = ?::uuid and b.blocked_id = ${column}) or (b.blocker_id = ${column} and b.blocked_id = ?::uuid))`;

type PairKey = `${string}/${string}`;
export const pairKey = (a: string, b: string): PairKey => `${a}/${b}`;

/**
 * Whether the two people of `pairKey(viewerId, otherId)` blocked one another, either way; batched
 * per request (a page of comments asks for each author).
 */
export const blockBetween = defineLoader(
  async (em, keys: readonly PairKey[]) => {
    const pairs = keys.map((key) => key.split('/') as [string, string]).filter(([a, b]) => isUuid(a) && isUuid(b));
    const people = toArray([...new Set(pairs.flat())]);
    const rows = await em.execute<{ blocker_id: string; blocked_id: string }[]>(
      'select blocker_id, blocked_id from community_block where blocker_id = any(?::uuid[]) and blocked_id = any(?::uuid[])',
      [people, people],
    );
    const blocked = new Set(rows.flatMap((row) => [pairKey(row.blocker_id, row.blocked_id), pairKey(row.blocked_id, row.blocker_id)]));
    return keys.filter((key) => blocked.has(key)).map((key) => ({ key }));
  },
  (row) => row.key,
);

/** Whether `viewerId` (null: anonymous, who blocks no one) and `otherId` blocked one another. */
export const isBlockedBetween = async (ctx: Parameters<typeof blockBetween>[0], viewerId: string | null, otherId: string): Promise<boolean> =>
  viewerId !== null && viewerId !== otherId && (await blockBetween(ctx).load(pairKey(viewerId, otherId))) !== null;

/** A PostgreSQL array literal: the driver would spread a JS array into a list of parameters. */
export const toArray = (values: readonly string[]): string => `{${values.join(',')}}`;
