import { defineUseCase } from '@koinonia/kit';
import type { InteractionTargets } from '../comments/targets.ts';
import { react } from './react.ts';
import { reactionTargetOf } from './reaction-target.ts';
import { reactionInput } from './reactions.input.ts';
import { summarizeReactions, type ReactionSummary } from './reactions.repository.ts';

/** reaction(mutationType: ADD): the viewer reacts to a post, comment or prayer they may see; again is no error. */
export const addReaction = defineUseCase({
  access: 'member',
  input: reactionInput,
  execute: async (ctx, { name, ...args }, targets: InteractionTargets): Promise<ReactionSummary[]> => {
    const target = await reactionTargetOf(ctx, targets, args);
    await ctx.em.transactional(async (em) => {
      await react(em, ctx.viewer, name, target);
      await em.flush();
    });
    return summarizeReactions(ctx.em, target, ctx.viewer.userId);
  },
});
