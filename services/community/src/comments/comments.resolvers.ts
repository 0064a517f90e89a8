import { dispatchMutationType, userReference } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { addComment } from './add-comment.use-case.ts';
import { deleteComment } from './delete-comment.use-case.ts';
import { editComment } from './edit-comment.use-case.ts';
import { commentReactions, listComments } from './comments.queries.ts';
import { commentById } from './comments.repository.ts';
import { commentShows } from './comment-target.ts';
import type { InteractionTargets } from './targets.ts';
import { reactionFields } from '../reactions/reaction-counts.ts';

export function commentsResolvers(targets: InteractionTargets) {
  return {
    Query: {
      comments: (_, args, ctx) => listComments(ctx, args, targets),
    },
    Mutation: {
      comment: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addComment.run(ctx, input, targets),
          EDIT: (input) => editComment.run(ctx, input, targets),
          DELETE: (input) => deleteComment.run(ctx, input, targets),
        }),
    },
    Comment: {
      // Federation: a comment the viewer sees, on a post or prayer they see; null otherwise.
      __resolveReference: async (ref, ctx) => {
        const comment = await commentById(ctx).load(ref.id);
        if (!comment || !(await commentShows(ctx, comment))) return null;
        const parent = comment.newsFeedPostId ? targets.post : targets.prayer;
        const loaded = await parent?.load(ctx, comment.newsFeedPostId ?? comment.prayerId!);
        return loaded?.readable ? comment : null;
      },
      prayerId: (comment) => comment.prayerId ?? null,
      newsFeedPostId: (comment) => comment.newsFeedPostId ?? null,
      user: (comment) => userReference(comment.authorId),
      reactions: (comment, _, ctx) => commentReactions(ctx, comment),
      ...reactionFields('comment'),
    },
  } satisfies Resolvers;
}
