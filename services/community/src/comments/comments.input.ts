import { z } from 'zod';
import { rules } from '@koinonia/kit';
import { COMMENT_BODY_MAX } from '../feed/feed-body.ts';
import { reactionName } from '../reactions/reactions.input.ts';

const commentBody = () => rules.requiredText().max(COMMENT_BODY_MAX, `must be at most ${COMMENT_BODY_MAX} characters`);

export const addCommentInput = z.object({
  body: commentBody(),
  newsFeedPostId: rules.id().nullish(),
  prayerId: rules.id().nullish(),
  reaction: reactionName().nullish(),
});

/** EDIT changes the body (the author) or adds a reaction (anyone who sees the comment), or both. */
export const editCommentInput = z
  .object({ id: rules.id(), body: commentBody().nullish(), reaction: reactionName().nullish() })
  .refine((input) => input.body != null || input.reaction != null, { path: ['body'], message: 'required' });

export const deleteCommentInput = z.object({ id: rules.id() });
