import type { SubgraphResolvers } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { stopInvitations } from './stop-invitations.use-case.ts';

export function invitationsResolvers(secret: string): { Mutation: Pick<SubgraphResolvers<Resolvers>['Mutation'], 'stopInvitations'> } {
  return { Mutation: { stopInvitations: (_, args, ctx) => stopInvitations.run(ctx, args, { secret }) } };
}
