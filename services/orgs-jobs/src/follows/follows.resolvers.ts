import { dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { followOrganization, unfollowOrganization } from './follow.use-case.ts';
import { following, listFollowers, listFollowings } from './follows.queries.ts';

export function followsResolvers() {
  return {
    Query: {
      following: (_, args, ctx) => following(ctx, args),
      followings: (_, args, ctx) => listFollowings(ctx, args),
      followers: (_, args, ctx) => listFollowers(ctx, args),
    },
    Mutation: {
      follow: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => followOrganization.run(ctx, input),
          DELETE: (input) => unfollowOrganization.run(ctx, input),
        }),
    },
  } satisfies Resolvers;
}
