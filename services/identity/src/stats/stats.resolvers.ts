import type { Resolvers } from '../__generated__/resolvers.ts';
import { findDashboard, findProfileStats, pendingConnectionsCount, totalConnectionsCount } from './stats.queries.ts';

export function statsResolvers() {
  return {
    Query: {
      profileStats: (_, { userId }, ctx) => findProfileStats(ctx, userId),
      dashboardAnalytics: (_, __, ctx) => findDashboard(ctx),
    },
    ProfileStats: {
      __resolveReference: (ref) => ({ userId: ref.userId }),
      totalConnectionsCount: (stats, _, ctx) => totalConnectionsCount(ctx, stats.userId),
    },
    Dashboard: {
      // The gateway only references the viewer's own dashboard (dashboardAnalytics gave its key).
      __resolveReference: (ref) => ({ userId: ref.userId }),
      pendingConnectionsCount: (dashboard, _, ctx) => pendingConnectionsCount(ctx, dashboard.userId),
    },
  } satisfies Resolvers;
}
