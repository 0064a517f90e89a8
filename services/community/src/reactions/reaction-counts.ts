import type { RequestContext } from '@koinonia/kit';
import type { ReactionName } from './reaction.entity.ts';
import { reactionCountsOf, viewerTargetKey, type ReactionTargetKind } from './reactions.repository.ts';

/**
 * The `reactionCounts` and `viewerReactions` fields of posts, comments and prayers, through one
 * per-request DataLoader per kind (reactions.repository.ts `reactionCountsOf`).
 */
export function reactionFields(kind: ReactionTargetKind) {
  const load = (ctx: RequestContext, id: string) => reactionCountsOf[kind](ctx).load(viewerTargetKey(ctx.viewer.userId, id));
  return {
    reactionCounts: async (target: { id: string }, _: unknown, ctx: RequestContext): Promise<{ name: ReactionName; count: number }[]> =>
      (await load(ctx, target.id)).map(({ name, count }) => ({ name, count })),
    viewerReactions: async (target: { id: string }, _: unknown, ctx: RequestContext): Promise<ReactionName[]> =>
      (await load(ctx, target.id)).filter((row) => row.viewerReacted).map((row) => row.name),
  };
}
