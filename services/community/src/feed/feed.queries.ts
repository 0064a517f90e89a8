import { datePosition, datePositionOf, DomainError, emptyPage, isAdmin, pageSize, requireUser, toPage, type RequestContext } from '@koinonia/kit';
import type {
  QueryEventFeedPostsArgs,
  QueryGroupFeedPostsArgs,
  QueryNewsFeedPostsArgs,
  QueryProfileNewsFeedPostsArgs,
} from '../__generated__/resolvers.ts';
import type { Group } from '../groups/group.entity.ts';
import { findMemberByProfileId, isBlockedBetween } from '../people/people.repository.ts';
import { readableScope } from '../scopes/content-scope.ts';
import { findPostPage, postById, type FeedReader, type FeedSource, type NewsFeedPostPage } from './feed.repository.ts';
import type { FeedScope, NewsFeedPost } from './news-feed-post.entity.ts';

const readerOf = (ctx: RequestContext): FeedReader => ({ userId: ctx.viewer.userId, isPlatformAdmin: isAdmin(ctx.viewer) });

/** Scopes about the viewer themselves: anonymous visitors have no posts, connections or place. */
const personalScopes: readonly FeedScope[] = ['MY_POSTS', 'MY_CONNECTIONS', 'CITY', 'STATE', 'COUNTRY', 'ZIPCODE'];

/**
 * Whether the viewer may see this post: platform admins any; others an APPROVED post (or their own)
 * in a place whose feed they may read (content-scope.ts decides for groups and events), never across
 * a block. The feed's lists apply the same rule in SQL (feed.repository.ts `visibleTo`).
 */
export async function postReadable(ctx: RequestContext, post: NewsFeedPost): Promise<boolean> {
  const viewerId = ctx.viewer.userId;
  if (await isBlockedBetween(ctx, viewerId, post.authorId)) return false;
  if (isAdmin(ctx.viewer)) return true;
  if (post.status !== 'APPROVED' && post.authorId !== viewerId) return false;
  if (!post.groupId && !post.eventId) return true;
  try {
    await readableScope(ctx, { groupId: post.groupId ?? null, eventId: post.eventId ?? null }, 'feed');
    return true;
  } catch (error) {
    // A scope the viewer may not read (NOT_FOUND, FORBIDDEN) hides the post; anything else is a bug.
    if (error instanceof DomainError) return false;
    throw error;
  }
}

/** A post by id as the viewer may see it, or null (also for federation's references). */
export async function findVisiblePost(ctx: RequestContext, id: string): Promise<NewsFeedPost | null> {
  const post = await postById(ctx).load(id);
  return post && (await postReadable(ctx, post)) ? post : null;
}

const page = (ctx: RequestContext, source: FeedSource, args: { cursor?: string | null; first?: number | null }): Promise<NewsFeedPostPage> =>
  findPostPage(ctx.em, { source, reader: readerOf(ctx), after: datePosition(args.cursor), limit: pageSize(args.first) });

/** newsFeedPosts: PUBLIC by default; the personal scopes need a signed-in viewer. */
export function listFeed(ctx: RequestContext, args: QueryNewsFeedPostsArgs): Promise<NewsFeedPostPage> {
  const scope = args.filterByType ?? 'PUBLIC';
  if (personalScopes.includes(scope)) requireUser(ctx.viewer);
  return page(ctx, { scope }, args);
}

/** The group's pinned post when it is in the group and the viewer may see it. */
async function pinnedPostOf(ctx: RequestContext, group: Group): Promise<NewsFeedPost | null> {
  const post = group.pinnedNewsFeedPostId ? await postById(ctx).load(group.pinnedNewsFeedPostId) : null;
  return post && post.groupId === group.id && (await postReadable(ctx, post)) ? post : null;
}

/**
 * groupFeedPosts: FORBIDDEN when the viewer may not see the group's feed, NOT_FOUND for a hidden
 * group. The pinned post (group.pinnedNewsFeedPostId) leads the first page, which then holds
 * `first - 1` others (at least one), and is left out of every page after.
 */
export async function listGroupFeed(ctx: RequestContext, args: QueryGroupFeedPostsArgs): Promise<NewsFeedPostPage> {
  const scope = await readableScope(ctx, { groupId: args.groupId }, 'feed');
  const pinnedId = scope.group.pinnedNewsFeedPostId;
  if (!pinnedId) return page(ctx, { groupId: scope.groupId }, args);
  const after = datePosition(args.cursor);
  const size = pageSize(args.first);
  const limit = after ? size : Math.max(size, 2);
  // The page and the pinned post load at once; a pin the viewer may not see is in no page anyway.
  const [pinned, rest] = await Promise.all([
    after ? null : pinnedPostOf(ctx, scope.group),
    findPostPage(ctx.em, { source: { groupId: scope.groupId }, reader: readerOf(ctx), after, limit, exceptId: pinnedId }),
  ]);
  const positionOf = (post: NewsFeedPost) => datePositionOf(post.createdAt, post.id);
  if (!pinned) return limit === size ? rest : toPage(rest.results, size, positionOf);
  const others = toPage(rest.results, limit - 1, positionOf);
  return { ...others, results: [pinned, ...others.results] };
}

/** eventFeedPosts: through the content scope, which names no event until events are built (NOT_FOUND). */
export async function listEventFeed(ctx: RequestContext, args: QueryEventFeedPostsArgs): Promise<NewsFeedPostPage> {
  await readableScope(ctx, { eventId: args.eventId }, 'feed');
  return page(ctx, { eventId: args.eventId }, args);
}

/** profileNewsFeedPosts: a member's posts the viewer may see; nothing for a profile community has not heard of. */
export async function listProfileFeed(ctx: RequestContext, args: QueryProfileNewsFeedPostsArgs): Promise<NewsFeedPostPage> {
  const member = await findMemberByProfileId(ctx.em, args.authorProfileId);
  if (!member) return emptyPage();
  return page(ctx, { authorId: member.user_id }, args);
}
