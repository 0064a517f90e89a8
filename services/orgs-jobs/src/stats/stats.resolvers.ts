import type { Resolvers } from '../__generated__/resolvers.ts';
import { jobPostingsCount, myApplicationsCount, myOrganizationsCount } from './stats.queries.ts';

export function statsResolvers() {
  return {
    ProfileStats: {
      // Identity decided the member exists and may be seen; here each field is only counted.
      __resolveReference: (ref) => ({ userId: ref.userId }),
      myOrganizationsCount: (stats, _, ctx) => myOrganizationsCount(ctx, stats.userId),
      jobPostingsCount: () => jobPostingsCount(),
      myApplicationsCount: (stats, _, ctx) => myApplicationsCount(ctx, stats.userId),
    },
  } satisfies Resolvers;
}
