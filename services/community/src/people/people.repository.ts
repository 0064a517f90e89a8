import type { EntityManager } from '@mikro-orm/postgresql';
import { defineLoader, isUuid } from '@koinonia/kit';

export { blockedEitherWaySql, isBlockedBetween } from '@koinonia/kit/blocks';

// The read models of identity's members and connections (migration 0004), written only by
// people.handlers.ts. Writes are idempotent upserts and deletes keyed by identity's ids, so a
// redelivered event changes nothing (besides the consumer's once-per-event record). Blocks are
// kit's read model (@koinonia/kit/blocks); the feed, comments, reactions and prayers ask its
// queries through this module.

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

/** A PostgreSQL array literal: the driver would spread a JS array into a list of parameters. */
export const toArray = (values: readonly string[]): string => `{${values.join(',')}}`;
