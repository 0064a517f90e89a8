import type { Resolvers } from '../__generated__/resolvers.ts';
import { listSuggestedConnections } from './suggestions.queries.ts';

export function suggestionsResolvers() {
  return {
    Query: {
      suggestedConnections: (_, args, ctx) => listSuggestedConnections(ctx, args),
    },
  } satisfies Resolvers;
}
