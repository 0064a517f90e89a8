import { recordEvent, type EntityManager, type Viewer } from '@koinonia/kit';
import type { ReactionName } from './reaction.entity.ts';
import type { ReactionTargetRef } from './reactions.repository.ts';

const SOURCE = 'community';

/** A member newly reacted (contract in services/events/src/community.ts). Aggregate: the target. */
export function recordReactionAdded(
  em: EntityManager,
  viewer: Viewer & { userId: string },
  name: ReactionName,
  target: ReactionTargetRef & { authorId: string; groupId: string | null; eventId: string | null },
): void {
  recordEvent(em, SOURCE, viewer, {
    type: 'community.reaction.added',
    version: 1,
    aggregateId: target.id,
    payload: {
      name,
      userId: viewer.userId,
      newsFeedPostId: target.kind === 'post' ? target.id : null,
      commentId: target.kind === 'comment' ? target.id : null,
      prayerId: target.kind === 'prayer' ? target.id : null,
      targetAuthorId: target.authorId,
      groupId: target.groupId,
      eventId: target.eventId,
    },
  });
}
