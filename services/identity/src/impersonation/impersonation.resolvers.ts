import type { Resolvers } from '../__generated__/resolvers.ts';
import type { UsersDeps } from '../users/users.deps.ts';
import { findSwitchedUser } from './impersonation.queries.ts';
import { resetToAdminUser } from './reset-to-admin.use-case.ts';
import { switchUser } from './switch-user.use-case.ts';

export function impersonationResolvers(deps: UsersDeps) {
  return {
    Query: {
      switchedUser: (_, args, ctx) => findSwitchedUser(ctx, args),
    },
    Mutation: {
      switchUser: (_, args, ctx) => switchUser.run(ctx, args, deps),
      resetToAdminUser: (_, args, ctx) => resetToAdminUser.run(ctx, args, deps),
    },
  } satisfies Resolvers;
}
