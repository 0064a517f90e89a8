import type { SubgraphResolvers } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { sendsOf } from './newsletters.queries.ts';

export function newslettersResolvers(): Pick<SubgraphResolvers<Resolvers>, 'Newsletter'> {
  return {
    Newsletter: {
      __resolveReference: (ref) => ({ id: ref.id }),
      sends: (newsletter, _, ctx) => sendsOf(ctx, newsletter),
    },
  };
}
