import { exactlyOneOf, type RequestContext } from '@koinonia/kit';
import { loadVisibleComment } from '../comments/comment-target.ts';
import { loadTarget, type InteractionTargets } from '../comments/targets.ts';
import type { ReactionTargetRef } from './reactions.repository.ts';

/** A target of reactions as the viewer sees it, with what the event about a reaction needs. */
export interface ReactionTarget extends ReactionTargetRef {
  readonly authorId: string;
  readonly groupId: string | null;
  readonly eventId: string | null;
}

export interface ReactionTargetArgs {
  readonly newsFeedPostId?: string | null;
  readonly commentId?: string | null;
  readonly prayerId?: string | null;
}

/**
 * The one post, comment or prayer named (exactly one, else BAD_USER_INPUT) that the viewer may see
 * (NOT_FOUND otherwise). A comment counts as seen when it shows and so does its post or prayer.
 */
export async function reactionTargetOf(ctx: RequestContext, targets: InteractionTargets, args: ReactionTargetArgs): Promise<ReactionTarget> {
  const { key, value } = exactlyOneOf(args, ['newsFeedPostId', 'commentId', 'prayerId']);
  if (key === 'commentId') {
    const { comment, parent } = await loadVisibleComment(ctx, targets, value);
    return { kind: 'comment', id: comment.id, authorId: comment.authorId, groupId: parent.groupId, eventId: parent.eventId };
  }
  const target = await loadTarget(ctx, targets, key === 'newsFeedPostId' ? 'post' : 'prayer', value);
  return { kind: target.kind, id: target.id, authorId: target.authorId, groupId: target.groupId, eventId: target.eventId };
}
