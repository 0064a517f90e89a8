import { recordEvent, type EntityManager, type Viewer } from '@koinonia/kit';
import type { Comment } from './comment.entity.ts';
import type { ResolvedTarget } from './targets.ts';

/** A comment was added (contract in services/events/src/community.ts). Aggregate: the post or prayer. */
export function recordCommentAdded(em: EntityManager, viewer: Viewer, comment: Comment, target: ResolvedTarget): void {
  recordEvent(em, 'community', viewer, {
    type: 'community.comment.added',
    version: 1,
    aggregateId: target.id,
    payload: {
      commentId: comment.id,
      authorId: comment.authorId,
      newsFeedPostId: comment.newsFeedPostId ?? null,
      prayerId: comment.prayerId ?? null,
      targetAuthorId: target.authorId,
      groupId: target.groupId,
      eventId: target.eventId,
    },
  });
}
