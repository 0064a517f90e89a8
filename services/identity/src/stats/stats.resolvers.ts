import type { Resolvers } from '../__generated__/resolvers.ts';
import { findProfileStats, totalConnectionsCount } from './stats.queries.ts';

export function statsResolvers() {
  return {
    Query: {
      profileStats: (_, { userId }, ctx) => findProfileStats(ctx, userId),
    },
    ProfileStats: {
      __resolveReference: (ref) => ({ userId: ref.userId }),
      totalConnectionsCount: (stats, _, ctx) => totalConnectionsCount(ctx, stats.userId),
    },
  } satisfies Resolvers;
}
