import { userReference } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { listCandidates, openToCallOf } from './candidates.queries.ts';
import { setOpenToCall } from './open-to-call.use-case.ts';

export function candidatesResolvers() {
  return {
    Query: {
      openToCallCandidates: (_, args, ctx) => listCandidates(ctx, args),
    },
    Mutation: {
      openToCall: (_, args, ctx) => setOpenToCall.run(ctx, args),
    },
    OpenToCall: {
      user: (candidate) => userReference(candidate.userId),
    },
    User: {
      __resolveReference: (ref) => userReference(ref.id),
      openToCall: (user, _, ctx) => openToCallOf(ctx, user.id),
    },
  } satisfies Resolvers;
}
