import { randomUUID } from 'node:crypto';
import { defineUseCase } from '@koinonia/kit';
import { renderBody } from '../feed/feed-body.ts';
import { recordMentions } from '../feed/feed.events.ts';
import { changeCommentsCount } from '../feed/feed.repository.ts';
import { react } from '../reactions/react.ts';
import { CommentEntity, type Comment } from './comment.entity.ts';
import { commentErrors } from './comments.errors.ts';
import { recordCommentAdded } from './comments.events.ts';
import { addCommentInput } from './comments.input.ts';
import { targetOf, type InteractionTargets } from './targets.ts';

/**
 * comment(mutationType: ADD): on a post or prayer the viewer may see and comment on. A post's
 * comment count goes up in the same statement that reads it, so concurrent comments all count.
 */
export const addComment = defineUseCase({
  access: 'member',
  input: addCommentInput,
  execute: async (ctx, input, targets: InteractionTargets): Promise<Comment> => {
    const target = await targetOf(ctx, targets, input);
    if (!target.commentable) throw commentErrors.commentsOff();
    const body = await renderBody(ctx, input.body);
    return ctx.em.transactional(async (em) => {
      const id = randomUUID();
      const place = { newsFeedPostId: target.kind === 'post' ? target.id : null, commentId: id, groupId: target.groupId, eventId: target.eventId };
      const comment = em.create(CommentEntity, {
        id,
        authorId: ctx.viewer.userId,
        newsFeedPostId: place.newsFeedPostId,
        prayerId: target.kind === 'prayer' ? target.id : null,
        body: body.html,
        mentionedUserIds: recordMentions(em, ctx.viewer, place, body.mentionedUserIds),
      });
      recordCommentAdded(em, ctx.viewer, comment, target);
      await em.flush();
      if (target.kind === 'post') await changeCommentsCount(em, target.id, 1);
      if (input.reaction) {
        await react(em, ctx.viewer, input.reaction, { kind: 'comment', id, authorId: ctx.viewer.userId, groupId: target.groupId, eventId: target.eventId });
        await em.flush();
      }
      return comment;
    });
  },
});
