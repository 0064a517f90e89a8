import { recordEvent, type EntityManager, type Viewer } from '@koinonia/kit';
import type { NewsFeedPost } from './news-feed-post.entity.ts';

const SOURCE = 'community';

/** The events the feed publishes (contracts in services/events/src/community.ts), in the change's transaction. */
export const recordPost = {
  /** A post was published (new posts are APPROVED). Aggregate: the post. */
  created: (em: EntityManager, viewer: Viewer, post: NewsFeedPost) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.post.created',
      version: 1,
      aggregateId: post.id,
      payload: { postId: post.id, authorId: post.authorId, groupId: post.groupId ?? null, eventId: post.eventId ?? null },
    }),
};

export interface MentionPlace {
  readonly newsFeedPostId: string | null;
  readonly commentId: string | null;
  readonly groupId: string | null;
  readonly eventId: string | null;
}

/**
 * Tells each member newly mentioned in a post or a comment, once: `userIds` are the mentions found
 * now, `already` those told before (an edit mentions again only whoever is new). Writers do not
 * mention themselves. Answers everyone told so far, to be stored with the post or comment.
 */
export function recordMentions(
  em: EntityManager,
  viewer: Viewer & { userId: string },
  place: MentionPlace,
  userIds: readonly string[],
  already: readonly string[] = [],
): string[] {
  const fresh = userIds.filter((id) => id !== viewer.userId && !already.includes(id));
  for (const userId of fresh) {
    recordEvent(em, SOURCE, viewer, {
      type: 'community.member.mentioned',
      version: 1,
      aggregateId: place.commentId ?? place.newsFeedPostId ?? userId,
      payload: { userId, mentionedById: viewer.userId, ...place },
    });
  }
  return [...already, ...fresh];
}
