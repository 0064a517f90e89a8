import { z } from 'zod';
import { defineUseCase, notFound, rules } from '@koinonia/kit';
import { declineInstead, notParty } from './connections.errors.ts';
import { recordConnectionEvent } from './connections.events.ts';
import { lockConnectionBetween } from './connections.repository.ts';

/**
 * connection~ DELETE: the requester withdraws a pending request, or either member removes an
 * answered connection (a declined one too, so that they may connect later). Answers null.
 */
export const removeConnection = defineUseCase({
  access: 'member',
  input: z.object({ connectorId: rules.id(), connectedId: rules.id() }),
  execute: (ctx, { connectorId, connectedId }): Promise<null> =>
    ctx.em.transactional(async (em) => {
      const connection = await lockConnectionBetween(em, connectorId, connectedId);
      if (!connection) throw notFound('Connection');
      const viewerId = ctx.viewer.userId;
      if (viewerId !== connection.connectorId && viewerId !== connection.connectedId) throw notParty();
      if (connection.status === 'PENDING' && viewerId !== connection.connectorId) throw declineInstead();
      em.remove(connection);
      recordConnectionEvent(em, ctx.viewer, 'identity.connection.removed', connection);
      return null;
    }),
});
