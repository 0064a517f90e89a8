import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { datePositionOf, defineLoader, isUuid, toPage, type DatePosition, type Page } from '@koinonia/kit';
import { GroupRole } from '../groups/group.entity.ts';
import { blockedEitherWaySql } from '../people/people.repository.ts';
import { NewsFeedPostEntity, type FeedScope, type NewsFeedPost } from './news-feed-post.entity.ts';

/** A page of posts (the `NewsFeedPostPage` schema type is resolved from it). */
export type NewsFeedPostPage = Page<NewsFeedPost>;

/** Who is reading, as the feed's SQL needs it. */
export interface FeedReader {
  readonly userId: string | null;
  readonly isPlatformAdmin: boolean;
}

/** Posts by id, batched per request (comments' and reactions' targets, `_entities`). */
export const postById = defineLoader(
  (em, ids: readonly string[]) => em.find(NewsFeedPostEntity, { id: { $in: ids.filter(isUuid) } }),
  (post) => post.id,
);

/** A post by id, its row locked until the transaction ends (edits and deletes take turns). */
export const lockPost = async (em: EntityManager, id: string): Promise<NewsFeedPost | null> =>
  isUuid(id) ? em.findOne(NewsFeedPostEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;

const FEED_VISIBLE = "coalesce((g.permissions -> 'feed' ->> 'isVisible')::boolean, true)";

/**
 * The condition every listed post meets: in SQL, what `postReadable` (feed.queries.ts) decides for
 * one post. Platform admins see every post (they moderate); others APPROVED posts and their own, in
 * a place they may read: a profile post anywhere; a group's (`g`, the post's group, left-joined)
 * when its feed is readable (group-permissions.ts's `featureAccess`): a live PUBLIC group's visible
 * feed for anyone, for members the visible feed whatever the privacy or status, for the group's
 * admins always. Events are not built yet. Nobody sees the posts of someone they blocked or who
 * blocked them. Each post's group is looked up by its key: a subquery over every group would be
 * planned as a scan of them all (and, costed high, JIT-compiled) on every page.
 */
function visibleTo(reader: FeedReader): { sql: string; params: unknown[] } {
  const blocked = reader.userId ? { sql: ` and not ${blockedEitherWaySql('p.author_id')}`, params: [reader.userId, reader.userId] } : { sql: '', params: [] };
  if (reader.isPlatformAdmin) return { sql: `true${blocked.sql}`, params: blocked.params };
  return {
    sql: `(p.status = 'APPROVED' or p.author_id = ?::uuid)
      and ((p.group_id is null and p.event_id is null)
        or (g.status = 'ACTIVE' and g.privacy = 'PUBLIC' and ${FEED_VISIBLE})
        or exists (select 1 from group_member m where m.group_id = p.group_id and m.user_id = ?::uuid and (m.role = ? or ${FEED_VISIBLE})))${blocked.sql}`,
    params: [reader.userId, reader.userId, GroupRole.ADMIN, ...blocked.params],
  };
}

/** The members who share the reader's place for a location scope (community_member: `me` is the reader). */
const placeSql: Partial<Record<FeedScope, string>> = {
  CITY: `me.city is not null and lower(o.city) = lower(me.city)
    and lower(o.state) is not distinct from lower(me.state) and lower(o.country) is not distinct from lower(me.country)`,
  STATE: 'me.state is not null and lower(o.state) = lower(me.state) and lower(o.country) is not distinct from lower(me.country)',
  COUNTRY: 'me.country is not null and lower(o.country) = lower(me.country)',
  ZIPCODE: 'me.zipcode is not null and o.zipcode = me.zipcode',
};

/** Which posts a scope of `newsFeedPosts` keeps, besides visibility. `userId` is the signed-in reader's. */
function scopeSql(scope: FeedScope, userId: string | null): { sql: string; params: unknown[] } {
  switch (scope) {
    case 'PUBLIC':
      return { sql: "((p.group_id is null and p.event_id is null) or g.privacy = 'PUBLIC')", params: [] };
    case 'FEATURED':
      return { sql: 'p.is_featured', params: [] };
    case 'ADMIN':
      return { sql: 'p.author_is_admin', params: [] };
    case 'MY_POSTS':
      return { sql: 'p.author_id = ?::uuid', params: [userId] };
    case 'MY_CONNECTIONS':
      return { sql: 'p.author_id in (select c.other_id from community_connection c where c.user_id = ?::uuid)', params: [userId] };
    case 'CITY':
    case 'STATE':
    case 'COUNTRY':
    case 'ZIPCODE':
      return {
        sql: `p.author_id in (select o.user_id from community_member o join community_member me on me.user_id = ?::uuid where ${placeSql[scope]})`,
        params: [userId],
      };
  }
}

/** Where posts are listed from: a feed scope, one group, one event or one author. */
export type FeedSource =
  | { readonly scope: FeedScope }
  | { readonly groupId: string }
  | { readonly eventId: string }
  | { readonly authorId: string };

function sourceSql(source: FeedSource, reader: FeedReader): { sql: string; params: unknown[] } {
  if ('scope' in source) return scopeSql(source.scope, reader.userId);
  if ('groupId' in source) return { sql: 'p.group_id = ?::uuid', params: [source.groupId] };
  if ('eventId' in source) return { sql: 'p.event_id = ?::uuid', params: [source.eventId] };
  return { sql: 'p.author_id = ?::uuid', params: [source.authorId] };
}

/** A page of posts newest first (keyset on created_at, id: each source has an index in that order). */
export async function findPostPage(
  em: EntityManager,
  query: { source: FeedSource; reader: FeedReader; after: DatePosition | null; limit: number; exceptId?: string },
): Promise<NewsFeedPostPage> {
  const source = sourceSql(query.source, query.reader);
  const visible = visibleTo(query.reader);
  const after = query.after ? { sql: ' and (p.created_at, p.id) < (?, ?::uuid)', params: [query.after.at, query.after.id] } : { sql: '', params: [] };
  // A group's pinned post is listed apart, before the others (feed.queries.ts `listGroupFeed`).
  const except = query.exceptId ? { sql: ' and p.id <> ?::uuid', params: [query.exceptId] } : { sql: '', params: [] };
  const rows = await em.execute<Record<string, unknown>[]>(
    `select p.* from news_feed_post p left join app_group g on g.id = p.group_id
      where ${source.sql} and ${visible.sql}${after.sql}${except.sql}
      order by p.created_at desc, p.id desc
      limit ?`,
    [...source.params, ...visible.params, ...after.params, ...except.params, query.limit + 1],
  );
  const posts = rows.map((row) => em.map(NewsFeedPostEntity, row));
  return toPage(posts, query.limit, (post) => datePositionOf(post.createdAt, post.id));
}

/** Adds `delta` to a post's comment count in one statement, so concurrent comments all count. */
export const changeCommentsCount = (em: EntityManager, postId: string, delta: 1 | -1): Promise<unknown> =>
  em.execute('update news_feed_post set comments_count = comments_count + ? where id = ?', [delta, postId]);
