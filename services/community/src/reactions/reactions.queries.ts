import { z } from 'zod';
import { parseInput, type RequestContext } from '@koinonia/kit';
import type { QueryReactionsArgs } from '../__generated__/resolvers.ts';
import type { InteractionTargets } from '../comments/targets.ts';
import { reactionTargetOf } from './reaction-target.ts';
import { reactionTargetFields } from './reactions.input.ts';
import { summarizeReactions, type ReactionSummary } from './reactions.repository.ts';

const reactionsQueryInput = z.object(reactionTargetFields);

/** reactions(...): anyone who may see the target (anonymous visitors a public post's). */
export async function listReactions(ctx: RequestContext, args: QueryReactionsArgs, targets: InteractionTargets): Promise<ReactionSummary[]> {
  const target = await reactionTargetOf(ctx, targets, parseInput(reactionsQueryInput, args));
  return summarizeReactions(ctx.em, target, ctx.viewer.userId);
}
