import { defineUseCase } from '@koinonia/kit';
import { renderBody } from '../feed/feed-body.ts';
import { recordMentions } from '../feed/feed.events.ts';
import { react } from '../reactions/react.ts';
import type { Comment } from './comment.entity.ts';
import { loadVisibleComment } from './comment-target.ts';
import { commentErrors } from './comments.errors.ts';
import { editCommentInput } from './comments.input.ts';
import { lockComment } from './comments.repository.ts';
import type { InteractionTargets } from './targets.ts';

/**
 * comment(mutationType: EDIT): the author changes the body (isEdited; only newly mentioned members
 * are told); `reaction` adds the viewer's reaction to the comment, which anyone who sees it may do.
 */
export const editComment = defineUseCase({
  access: 'member',
  input: editCommentInput,
  execute: async (ctx, input, targets: InteractionTargets): Promise<Comment> => {
    const { parent } = await loadVisibleComment(ctx, targets, input.id);
    const body = input.body != null ? await renderBody(ctx, input.body) : null;
    return ctx.em.transactional(async (em) => {
      const comment = await lockComment(em, input.id);
      if (!comment) throw commentErrors.notFound();
      if (body) {
        if (comment.authorId !== ctx.viewer.userId) throw commentErrors.notTheAuthor();
        const place = { newsFeedPostId: comment.newsFeedPostId ?? null, commentId: comment.id, groupId: parent.groupId, eventId: parent.eventId };
        comment.body = body.html;
        comment.mentionedUserIds = recordMentions(em, ctx.viewer, place, body.mentionedUserIds, comment.mentionedUserIds);
        comment.isEdited = true;
      }
      if (input.reaction) {
        await react(em, ctx.viewer, input.reaction, { kind: 'comment', id: comment.id, authorId: comment.authorId, groupId: parent.groupId, eventId: parent.eventId });
      }
      await em.flush();
      return comment;
    });
  },
});
