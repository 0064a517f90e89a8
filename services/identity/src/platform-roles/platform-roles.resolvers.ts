import type { Resolvers } from '../__generated__/resolvers.ts';
import { updateUsersPlatformRole } from './update-users-platform-role.use-case.ts';

export function platformRolesResolvers() {
  return {
    Mutation: {
      updateUsersPlatformRole: (_, args, ctx) => updateUsersPlatformRole.run(ctx, args),
    },
  } satisfies Resolvers;
}
