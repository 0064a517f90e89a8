import type { EntityManager } from '@mikro-orm/postgresql';
import { datePositionOf, toPage, userReference, type DatePosition, type Page, type UserReference } from '@koinonia/kit';
import { FollowEntity } from './follow.entity.ts';

/** A page of an organization's followers (the `FollowerPage` schema type is resolved from it). */
export type FollowerPage = Page<UserReference>;

/**
 * Starts a follow; false when the person already followed (the primary key decides, also between
 * two requests at once, so the follower count never counts anyone twice).
 */
export async function insertFollow(em: EntityManager, organizationId: string, userId: string): Promise<boolean> {
  const inserted = await em.execute<{ user_id: string }[]>(
    `insert into follow (organization_id, user_id, created_at) values (?, ?, ?)
       on conflict (organization_id, user_id) do nothing returning user_id`,
    // Milliseconds, as the cursor keeps them: a finer time would slip between two pages.
    [organizationId, userId, new Date()],
  );
  return inserted.length > 0;
}

/** Ends a follow; false when there was none. */
export async function deleteFollow(em: EntityManager, organizationId: string, userId: string): Promise<boolean> {
  return (await em.nativeDelete(FollowEntity, { organizationId, userId })) > 0;
}

export async function isFollowing(em: EntityManager, organizationId: string, userId: string): Promise<boolean> {
  return (await em.count(FollowEntity, { organizationId, userId })) > 0;
}

/** One page of an organization's followers, newest first (ties by user id). */
export async function findFollowerPage(em: EntityManager, organizationId: string, after: DatePosition | null, limit: number): Promise<FollowerPage> {
  const where = after
    ? { organizationId, $or: [{ createdAt: { $lt: after.at } }, { createdAt: after.at, userId: { $lt: after.id } }] }
    : { organizationId };
  const rows = await em.find(FollowEntity, where, { orderBy: { createdAt: 'desc', userId: 'desc' }, limit: limit + 1 });
  const page = toPage(rows, limit, (row) => datePositionOf(row.createdAt, row.userId));
  return { ...page, results: page.results.map((row) => userReference(row.userId)) };
}
