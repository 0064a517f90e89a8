import { defineUseCase, isAdmin } from '@koinonia/kit';
import { changeCommentsCount } from '../feed/feed.repository.ts';
import { administers, resolveScope } from '../scopes/content-scope.ts';
import type { Comment } from './comment.entity.ts';
import { loadVisibleComment } from './comment-target.ts';
import { commentErrors } from './comments.errors.ts';
import { deleteCommentInput } from './comments.input.ts';
import { lockComment } from './comments.repository.ts';
import type { InteractionTargets } from './targets.ts';

/**
 * comment(mutationType: DELETE): the author, the admins of the group the post or prayer is in, or a
 * platform admin. Its reactions go with it; a post's count goes down in one statement. Answers the
 * comment as it was.
 */
export const deleteComment = defineUseCase({
  access: 'member',
  input: deleteCommentInput,
  execute: async (ctx, { id }, targets: InteractionTargets): Promise<Comment> => {
    const { parent } = await loadVisibleComment(ctx, targets, id);
    return ctx.em.transactional(async (em) => {
      // Locked, then looked for again: of two deletes at once, only one finds it (and counts down).
      const comment = await lockComment(em, id);
      if (!comment) throw commentErrors.notFound();
      const mayDelete =
        comment.authorId === ctx.viewer.userId ||
        isAdmin(ctx.viewer) ||
        (parent.groupId ? administers(await resolveScope(ctx, { groupId: parent.groupId }, 'feed')) : false);
      if (!mayDelete) throw commentErrors.mayNotDelete();
      em.remove(comment);
      await em.flush();
      // A comment a moderator hid or removed was no longer counted (reports/).
      if (comment.newsFeedPostId && comment.status === 'APPROVED') await changeCommentsCount(em, comment.newsFeedPostId, -1);
      return comment;
    });
  },
});
