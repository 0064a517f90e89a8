import { defineUseCase } from '@koinonia/kit';
import type { InteractionTargets } from '../comments/targets.ts';
import { reactionTargetOf } from './reaction-target.ts';
import { reactionInput } from './reactions.input.ts';
import { deleteReaction, summarizeReactions, type ReactionSummary } from './reactions.repository.ts';

/** reaction(mutationType: DELETE): the viewer takes their reaction of that name back (none to take is no error). */
export const removeReaction = defineUseCase({
  access: 'member',
  input: reactionInput,
  execute: async (ctx, { name, ...args }, targets: InteractionTargets): Promise<ReactionSummary[]> => {
    const target = await reactionTargetOf(ctx, targets, args);
    await deleteReaction(ctx.em, ctx.viewer.userId, name, target);
    return summarizeReactions(ctx.em, target, ctx.viewer.userId);
  },
});
