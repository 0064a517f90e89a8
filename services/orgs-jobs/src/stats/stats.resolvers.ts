import type { Resolvers } from '../__generated__/resolvers.ts';
import { jobPostingsCount, myApplicationsCount, myJobApplicationsCount, myOrganizationsCount, openJobPostsCount } from './stats.queries.ts';

export function statsResolvers() {
  return {
    ProfileStats: {
      // Identity decided the member exists and may be seen; here each field is only counted.
      __resolveReference: (ref) => ({ userId: ref.userId }),
      myOrganizationsCount: (stats, _, ctx) => myOrganizationsCount(ctx, stats.userId),
      jobPostingsCount: (stats, _, ctx) => jobPostingsCount(ctx, stats.userId),
      myApplicationsCount: (stats, _, ctx) => myApplicationsCount(ctx, stats.userId),
    },
    Dashboard: {
      __resolveReference: (ref) => ({ userId: ref.userId }),
      openJobPostsCount: (dashboard, _, ctx) => openJobPostsCount(ctx, dashboard),
      myJobApplicationsCount: (dashboard, _, ctx) => myJobApplicationsCount(ctx, dashboard),
    },
  } satisfies Resolvers;
}
