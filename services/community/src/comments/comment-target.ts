import { isAdmin, notFound, type RequestContext } from '@koinonia/kit';
import { isBlockedBetween } from '../people/people.repository.ts';
import type { Comment } from './comment.entity.ts';
import { commentById } from './comments.repository.ts';
import { loadTarget, type InteractionTargets, type ResolvedTarget } from './targets.ts';

/** The post or prayer a comment is on. */
export const parentOf = (comment: Comment): { kind: 'post' | 'prayer'; id: string } =>
  comment.newsFeedPostId ? { kind: 'post', id: comment.newsFeedPostId } : { kind: 'prayer', id: comment.prayerId! };

/** Whether the viewer sees this comment itself: APPROVED or their own (platform admins all), not across a block. */
export async function commentShows(ctx: RequestContext, comment: Comment): Promise<boolean> {
  if (await isBlockedBetween(ctx, ctx.viewer.userId, comment.authorId)) return false;
  return isAdmin(ctx.viewer) || comment.status === 'APPROVED' || comment.authorId === ctx.viewer.userId;
}

export interface CommentTarget {
  readonly comment: Comment;
  /** The post or prayer it is on, as the viewer sees it. */
  readonly parent: ResolvedTarget;
}

/**
 * A comment the viewer may see: it shows, and so does what it is on (through the target registry).
 * NOT_FOUND otherwise, as for a comment that does not exist.
 */
export async function loadVisibleComment(ctx: RequestContext, targets: InteractionTargets, id: string): Promise<CommentTarget> {
  const comment = await commentById(ctx).load(id);
  if (!comment || !(await commentShows(ctx, comment))) throw notFound('Comment');
  const { kind, id: parentId } = parentOf(comment);
  return { comment, parent: await loadTarget(ctx, targets, kind, parentId) };
}
