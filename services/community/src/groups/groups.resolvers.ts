import { badInput, commonResolvers, type RequestContext, type Resolvers } from '@koinonia/kit';
import * as groups from './groups.service.ts';

type Args = Record<string, unknown>;
type PageArgs = { cursor?: string | null; search?: string | null; first?: number | null };

export function groupsResolvers(): Resolvers {
  return {
    ...commonResolvers,
    Query: {
      group: (_: unknown, args: { slug: string }, ctx: RequestContext) => groups.findGroup(ctx, { slug: args.slug }),
      groups: (_: unknown, args: PageArgs, ctx: RequestContext) => groups.listGroups(ctx, args),
      myGroups: (_: unknown, args: PageArgs & { type?: string | null }, ctx: RequestContext) => groups.listMyGroups(ctx, args),
    },
    Mutation: {
      group: (_: unknown, args: Args, ctx: RequestContext) => {
        switch (args['mutationType']) {
          case 'ADD':
            return groups.addGroup(ctx, args);
          case 'EDIT':
            return groups.editGroup(ctx, args);
          case 'DELETE':
            return groups.deleteGroup(ctx, args);
          default:
            throw badInput([{ path: 'mutationType', message: 'must be ADD, EDIT or DELETE' }]);
        }
      },
    },
    Group: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => groups.findGroup(ctx, { id: ref.id }),
    },
  };
}
