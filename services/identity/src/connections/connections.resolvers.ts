import { dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { userById } from '../users/user.repository.ts';
import { answerConnection } from './answer-connection.use-case.ts';
import { findConnection, listConnections, listMutualConnections } from './connections.queries.ts';
import { removeConnection } from './remove-connection.use-case.ts';
import { requestConnection } from './request-connection.use-case.ts';

/** A connection's members exist while it does (their rows cascade), so a missing one is a bug. */
async function member(ctx: Parameters<typeof userById>[0], id: string) {
  const user = await userById(ctx).load(id);
  if (!user) throw new Error(`connection member ${id} not found`);
  return user;
}

export function connectionsResolvers() {
  return {
    Query: {
      connection: (_, { userId }, ctx) => findConnection(ctx, userId),
      connections: (_, args, ctx) => listConnections(ctx, args),
      mutualConnections: (_, args, ctx) => listMutualConnections(ctx, args),
    },
    Mutation: {
      connection: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => requestConnection.run(ctx, input),
          EDIT: (input) => answerConnection.run(ctx, input),
          DELETE: (input) => removeConnection.run(ctx, input),
        }),
    },
    Connection: {
      connector: (connection, _, ctx) => member(ctx, connection.connectorId),
      connected: (connection, _, ctx) => member(ctx, connection.connectedId),
    },
  } satisfies Resolvers;
}
