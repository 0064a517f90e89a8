import { chanceFor, seedId, type Chance } from './deterministic.ts';
import { commentBodies, groupPostBodies, postBodies } from './feed.data.ts';
import type { Group } from './groups.ts';
import { DEMO } from './members.ts';
import { audienceOf, type Circles } from './people.ts';
import { insertColumns, type Db } from './sql.ts';

/**
 * community: the news feed. Every member posts (profile posts, and posts in their groups), their
 * connections and fellow group members comment and react. The rules the use cases keep hold here
 * too: a post's `comments_count` is the number of its comments, a member reacts at most once to a
 * post or comment (the reaction's id is made from the pair), comments and reactions come after the
 * post. The platform admin's welcome is featured, and the demo pastor's welcome is pinned in the
 * first group (group-content.ts).
 */

export interface FeedScale {
  readonly posts: number;
  /** Comments a post has, at least and at most. */
  readonly comments: readonly [number, number];
  /** Reactions a post has, at least and at most. */
  readonly reactions: readonly [number, number];
}

export interface FeedPost {
  readonly id: string;
  readonly authorId: string;
  readonly authorIsAdmin: boolean;
  readonly groupId: string | null;
  readonly body: string;
  readonly isFeatured: boolean;
  readonly commentsCount: number;
  readonly createdAt: Date;
}

export interface FeedComment {
  readonly id: string;
  readonly authorId: string;
  readonly newsFeedPostId: string | null;
  readonly prayerId: string | null;
  readonly body: string;
  readonly createdAt: Date;
}

export type ReactionName = 'FAVORITE' | 'HELPFUL' | 'LIKE' | 'PRAYING';

export interface FeedReaction {
  readonly id: string;
  readonly userId: string;
  readonly name: ReactionName;
  readonly newsFeedPostId: string | null;
  readonly commentId: string | null;
  readonly prayerId: string | null;
  readonly createdAt: Date;
}

export interface Feed {
  readonly posts: readonly FeedPost[];
  readonly comments: readonly FeedComment[];
  readonly reactions: readonly FeedReaction[];
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A moment after `from` (at least a minute) and not after `now`, to the minute; recent ones likelier. */
export function after(from: Date, now: Date, chance: Chance, maxDays = 14): Date {
  const room = Math.max(0, Math.min(now.getTime() - from.getTime() - MINUTE, maxDays * DAY));
  const at = Math.floor((from.getTime() + MINUTE + chance.next() * chance.next() * room) / MINUTE) * MINUTE;
  return new Date(Math.max(from.getTime(), Math.min(at, Math.floor(now.getTime() / MINUTE) * MINUTE)));
}

/** The later of two moments: a member answers a post only once they are here. */
export const later = (a: Date, b: Date): Date => (a > b ? a : b);

/** A moment in the last `maxDays` days, never before the member joined. */
export function since(joinedAt: Date, now: Date, chance: Chance, maxDays: number): Date {
  const room = Math.min(now.getTime() - joinedAt.getTime(), maxDays * DAY);
  return new Date(Math.floor((now.getTime() - chance.next() * room) / MINUTE) * MINUTE);
}

const weighted: readonly ReactionName[] = ['LIKE', 'LIKE', 'LIKE', 'LIKE', 'LIKE', 'FAVORITE', 'FAVORITE', 'HELPFUL', 'PRAYING'];

const ADMIN_WELCOME =
  'Welcome to Koinonia! This is a place for pastors, missionaries, volunteers and everyone who serves the church to find each other, ' +
  'share what God is doing and carry one another’s burdens. Introduce yourself, join a group and say hello to someone in your city.';
const PASTOR_WELCOME =
  'Welcome to Young Adults Bible Study! We read one chapter of the Gospels a week and meet on Thursdays at 7 pm. ' +
  'Start with the FAQs and links of this group, and post your questions here anytime.';

/**
 * Post p: member p writes the first posts (so every city has some), anyone the rest; a member in
 * groups posts in one of them now and then. The first is the platform admin's featured welcome, the
 * second the demo pastor's welcome in the first group.
 */
export function planFeed(scale: FeedScale, circles: Circles, groups: readonly Group[], now: Date): Feed {
  const { members } = circles;
  const n = members.length;
  const posts: FeedPost[] = [];
  const comments: FeedComment[] = [];
  const reactions: FeedReaction[] = [];
  for (let p = 0; p < scale.posts; p++) {
    const chance = chanceFor('feed-post', p);
    const authorIndex = p === 1 ? DEMO.pastor : p < n ? p : chance.int(0, n - 1);
    const author = members[authorIndex]!;
    const theirGroups = circles.groupsOf(authorIndex);
    const group = p === 1 ? (groups[0] ?? null) : p > 1 && theirGroups.length && chance.chance(0.3) ? chance.pick(theirGroups) : null;
    const id = seedId('feed-post', p);
    // In a group, once the group exists (its members joined when it was made).
    const arrived = group ? later(author.joinedAt, group.createdAt) : author.joinedAt;
    const createdAt = since(arrived, now, chance, p < 2 ? 30 : 120);
    const body = p === 0 ? ADMIN_WELCOME : p === 1 ? PASTOR_WELCOME : chance.pick(group ? groupPostBodies : postBodies);

    const commenters = audienceOf(circles, authorIndex, group, chance, chance.int(scale.comments[0], scale.comments[1]) + (p < 2 ? 4 : 0));
    const postComments = commenters.map((c, k): FeedComment => {
      const commentAt = after(later(createdAt, members[c]!.joinedAt), now, chance);
      return { id: seedId('feed-post', p, 'comment', k), authorId: members[c]!.id, newsFeedPostId: id, prayerId: null, body: chance.pick(commentBodies), createdAt: commentAt };
    });
    comments.push(...postComments);
    posts.push({
      id,
      authorId: author.id,
      authorIsAdmin: author.isPlatformAdmin,
      groupId: group?.id ?? null,
      body,
      isFeatured: p === 0 || chance.chance(0.02),
      commentsCount: postComments.length,
      createdAt,
    });

    const reactors = audienceOf(circles, authorIndex, group, chance, chance.int(scale.reactions[0], scale.reactions[1]) + (p < 2 ? 6 : 0));
    for (const r of reactors) {
      reactions.push(reactionOn({ newsFeedPostId: id }, members[r]!.id, chance.pick(weighted), after(later(createdAt, members[r]!.joinedAt), now, chance)));
    }
    for (const comment of postComments) {
      if (!chance.chance(0.3)) continue;
      for (const r of audienceOf(circles, circles.indexOf(comment.authorId), group, chance, chance.int(1, 3))) {
        reactions.push(reactionOn({ commentId: comment.id }, members[r]!.id, 'LIKE', after(later(comment.createdAt, members[r]!.joinedAt), now, chance)));
      }
    }
  }
  return { posts, comments, reactions };
}

/** A member's reaction to one target: its id is made from the pair, so there is one per member and target. */
export function reactionOn(
  target: { newsFeedPostId?: string; commentId?: string; prayerId?: string },
  userId: string,
  name: ReactionName,
  createdAt: Date,
): FeedReaction {
  const targetId = target.newsFeedPostId ?? target.commentId ?? target.prayerId!;
  return {
    id: seedId('reaction', targetId, userId),
    userId,
    name,
    newsFeedPostId: target.newsFeedPostId ?? null,
    commentId: target.commentId ?? null,
    prayerId: target.prayerId ?? null,
    createdAt,
  };
}

/**
 * Writes the posts whose author and group community has, then their comments and reactions. A
 * post's count is then set from its comments where it differs (a post already there keeps its own
 * comments), so `commentsCount` always equals the comments listed. Answers the ids of the posts.
 */
export async function writeFeed(db: Db, feed: Feed, members: ReadonlySet<string>, groups: ReadonlySet<string>): Promise<Set<string>> {
  const posts = feed.posts.filter((post) => members.has(post.authorId) && (post.groupId === null || groups.has(post.groupId)));
  await insertColumns(db, 'news_feed_post', posts, {
    id: ['uuid', (post) => post.id],
    author_id: ['uuid', (post) => post.authorId],
    author_is_admin: ['boolean', (post) => post.authorIsAdmin],
    group_id: ['uuid', (post) => post.groupId],
    body: ['text', (post) => post.body],
    status: ['text', () => 'APPROVED'],
    is_featured: ['boolean', (post) => post.isFeatured],
    comments_count: ['int', (post) => post.commentsCount],
    created_at: ['timestamptz', (post) => post.createdAt.toISOString()],
    updated_at: ['timestamptz', (post) => post.createdAt.toISOString()],
  });
  const postIds = new Set(posts.map((post) => post.id));
  const comments = feed.comments.filter((c) => members.has(c.authorId) && c.newsFeedPostId !== null && postIds.has(c.newsFeedPostId));
  await writeComments(db, comments);
  const commentIds = new Set(comments.map((c) => c.id));
  await writeReactions(
    db,
    feed.reactions.filter((r) => members.has(r.userId) && (r.newsFeedPostId ? postIds.has(r.newsFeedPostId) : commentIds.has(r.commentId!))),
  );
  await db.query(
    `update news_feed_post p set comments_count = c.n
       from (select p2.id, (select count(*)::int from comment c where c.news_feed_post_id = p2.id) as n
               from news_feed_post p2 where p2.id = any($1::uuid[])) c
      where p.id = c.id and p.comments_count <> c.n`,
    [[...postIds]],
  );
  return postIds;
}

export async function writeComments(db: Db, comments: readonly FeedComment[]): Promise<void> {
  await insertColumns(db, 'comment', comments, {
    id: ['uuid', (c) => c.id],
    author_id: ['uuid', (c) => c.authorId],
    news_feed_post_id: ['uuid', (c) => c.newsFeedPostId],
    prayer_id: ['uuid', (c) => c.prayerId],
    body: ['text', (c) => c.body],
    status: ['text', () => 'APPROVED'],
    created_at: ['timestamptz', (c) => c.createdAt.toISOString()],
    updated_at: ['timestamptz', (c) => c.createdAt.toISOString()],
  });
}

export async function writeReactions(db: Db, reactions: readonly FeedReaction[]): Promise<void> {
  await insertColumns(db, 'reaction', reactions, {
    id: ['uuid', (r) => r.id],
    user_id: ['uuid', (r) => r.userId],
    name: ['text', (r) => r.name],
    news_feed_post_id: ['uuid', (r) => r.newsFeedPostId],
    comment_id: ['uuid', (r) => r.commentId],
    prayer_id: ['uuid', (r) => r.prayerId],
    created_at: ['timestamptz', (r) => r.createdAt.toISOString()],
  });
}
