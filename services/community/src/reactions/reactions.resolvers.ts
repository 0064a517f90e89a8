import { dispatchMutationType, userReference } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { InteractionTargets } from '../comments/targets.ts';
import { addReaction } from './add-reaction.use-case.ts';
import { removeReaction } from './delete-reaction.use-case.ts';
import { listReactions } from './reactions.queries.ts';

export function reactionsResolvers(targets: InteractionTargets) {
  return {
    Query: {
      reactions: (_, args, ctx) => listReactions(ctx, args, targets),
    },
    Mutation: {
      reaction: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addReaction.run(ctx, input, targets),
          DELETE: (input) => removeReaction.run(ctx, input, targets),
        }),
    },
    ReactionSummary: {
      users: (summary) => summary.userIds.map(userReference),
    },
  } satisfies Resolvers;
}
