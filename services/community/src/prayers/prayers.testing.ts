import { randomUUID } from 'node:crypto';
import type { Viewer } from '@koinonia/kit';
import { dataOf, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { PrayersQueryVariables, SavePrayerMutationVariables } from '../__generated__/documents/graphql.ts';
import type { CommunityConfig } from '../config.ts';

type T = TestService<CommunityConfig>;

/**
 * The feed's read models and its reaction table, which prayers read (prayer.repository.ts,
 * prayed.repository.ts). The feed's migration creates them; until the branches meet, the tests
 * create them with the columns prayers use, and write their rows directly.
 */
export async function createFeedTables(t: T): Promise<void> {
  await t.sql('create table if not exists community_connection (user_id uuid not null, other_id uuid not null)');
  await t.sql('create table if not exists member_block (blocker_id uuid not null, blocked_id uuid not null)');
  await t.sql(`create table if not exists reaction (id uuid, user_id uuid, name text, prayer_id uuid,
    news_feed_post_id uuid, comment_id uuid, created_at timestamptz)`);
}

/** An accepted connection, stored both ways as the feed's read model keeps it. */
export const connect = (t: T, a: Viewer, b: Viewer) =>
  t.sql('insert into community_connection (user_id, other_id) values (?, ?), (?, ?)', [a.userId, b.userId, b.userId, a.userId]);

export const block = (t: T, blocker: Viewer, blocked: Viewer) =>
  t.sql('insert into member_block (blocker_id, blocked_id) values (?, ?)', [blocker.userId, blocked.userId]);

/** "I prayed": the feed's PRAYING reaction. */
export const prayFor = (t: T, viewer: Viewer, prayerId: string) =>
  t.sql(`insert into reaction (id, user_id, name, prayer_id, created_at) values (?, ?, 'PRAYING', ?, clock_timestamp())`, [
    randomUUID(), viewer.userId, prayerId,
  ]);

export const SAVE_PRAYER = graphql(`
  mutation SavePrayer($id: ID, $body: String, $groupId: ID, $eventId: ID, $audience: PrayerAudience, $isAnswered: Boolean,
    $testimony: String, $isCommentable: Boolean, $mutationType: MutationType!) {
    prayer(id: $id, body: $body, groupId: $groupId, eventId: $eventId, audience: $audience, isAnswered: $isAnswered,
      testimony: $testimony, isCommentable: $isCommentable, mutationType: $mutationType) {
      id body audience groupId eventId isAnswered answeredAt testimony isCommentable isEdited
      user { id } group { id } prayedCount viewerHasPrayed viewerIsAuthor viewerCanModerate createdAt updatedAt
      prayerUpdates { id body }
    }
  }
`);

export const PRAYERS = graphql(`
  query Prayers($groupId: ID, $eventId: ID, $filterByType: PrayerFilter, $cursor: String, $first: Int) {
    prayers(groupId: $groupId, eventId: $eventId, filterByType: $filterByType, cursor: $cursor, first: $first) {
      results { id body isAnswered }
      hasNextPage cursor
    }
  }
`);

export const PRAYER = graphql(`
  query Prayer($id: ID!) {
    prayer(id: $id) {
      id body isAnswered answeredAt testimony isCommentable isEdited prayedCount viewerHasPrayed viewerIsAuthor viewerCanModerate
      prayerUpdates { id body isEdited }
    }
  }
`);

export const IS_COMMENTABLE = graphql(`
  mutation PrayerIsCommentable($id: ID, $prayerId: ID, $isCommentable: Boolean!) {
    prayerIsCommentable(id: $id, prayerId: $prayerId, isCommentable: $isCommentable) { id isCommentable }
  }
`);

export const PRAYER_UPDATE = graphql(`
  mutation PrayerUpdate($id: ID, $prayerId: ID, $body: String, $mutationType: MutationType!) {
    prayerUpdate(id: $id, prayerId: $prayerId, body: $body, mutationType: $mutationType) { id prayerId body isEdited createdAt }
  }
`);

/** Shares a prayer as `viewer` (connections only unless told), which must succeed. */
export async function addPrayer(t: T, viewer: Viewer, overrides: Partial<SavePrayerMutationVariables> = {}) {
  const result = await t.run(viewer, SAVE_PRAYER, { body: `Pray for our church plant ${randomUUID()}`, mutationType: 'ADD', ...overrides });
  return dataOf(result).prayer!;
}

/** The ids `viewer` finds in prayers(...), first page. */
export const listed = async (t: T, viewer: Viewer, variables: PrayersQueryVariables = {}) =>
  dataOf(await t.run(viewer, PRAYERS, variables)).prayers.results.map((p) => p.id);
