import { z } from 'zod';
import { datePosition, isAdmin, pageSize, parseInput, rules, type RequestContext } from '@koinonia/kit';
import type { QueryCommentsArgs } from '../__generated__/resolvers.ts';
import { isBlockedBetween } from '../people/people.repository.ts';
import type { ReactionName } from '../reactions/reaction.entity.ts';
import { reactionsByComment } from '../reactions/reactions.repository.ts';
import type { Comment } from './comment.entity.ts';
import { findCommentPage, type CommentPage } from './comments.repository.ts';
import { targetOf, type InteractionTargets } from './targets.ts';

const commentsInput = z.object({ newsFeedPostId: rules.id().nullish(), prayerId: rules.id().nullish() });

/** comments(...): of a post or prayer the viewer may see (NOT_FOUND otherwise), oldest first. */
export async function listComments(ctx: RequestContext, args: QueryCommentsArgs, targets: InteractionTargets): Promise<CommentPage> {
  const target = await targetOf(ctx, targets, parseInput(commentsInput, { newsFeedPostId: args.newsFeedPostId, prayerId: args.prayerId }));
  return findCommentPage(ctx.em, {
    kind: target.kind,
    targetId: target.id,
    reader: { userId: ctx.viewer.userId, isPlatformAdmin: isAdmin(ctx.viewer) },
    after: datePosition(args.cursor),
    limit: pageSize(args.first),
  });
}

/** A comment's reactions by name, leaving out people the viewer blocked or who blocked them. */
export async function commentReactions(ctx: RequestContext, comment: Comment): Promise<{ name: ReactionName; userIds: string[] }[]> {
  const rows = await reactionsByComment(ctx).load(comment.id);
  const shown = await Promise.all(rows.map(async (row) => !(await isBlockedBetween(ctx, ctx.viewer.userId, row.user_id))));
  const byName = new Map<ReactionName, string[]>();
  rows.forEach((row, i) => {
    if (shown[i]) byName.set(row.name, [...(byName.get(row.name) ?? []), row.user_id]);
  });
  return [...byName].map(([name, userIds]) => ({ name, userIds }));
}
