import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, mapUniqueViolation, notFound, rules } from '@koinonia/kit';
import { findBlockBetween } from '../blocks/blocks.repository.ts';
import { findUserById } from '../users/user.repository.ts';
import { ConnectionEntity, type Connection } from './connection.entity.ts';
import { alreadyConnected, blockedByYou, connectToSelf, notOwnRequest } from './connections.errors.ts';
import { recordConnectionEvent } from './connections.events.ts';
import { findConnectionBetween } from './connections.repository.ts';

/** connection~ ADD: the signed-in member (connectorId) asks another to connect; PENDING until answered. */
export const requestConnection = defineUseCase({
  access: 'member',
  input: z.object({ connectorId: rules.id(), connectedId: rules.id() }),
  execute: (ctx, { connectorId, connectedId }): Promise<Connection> => {
    if (connectorId !== ctx.viewer.userId) throw notOwnRequest();
    if (connectedId === connectorId) throw connectToSelf();
    // The pair's unique index decides two requests at once (A→B and B→A): one row, one CONFLICT.
    return mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const connected = await findUserById(em, connectedId);
          // A member who blocked the viewer is not there for them; one the viewer blocked must be unblocked first.
          const block = await findBlockBetween(em, connectorId, connectedId);
          if (connected?.status !== 'ACTIVE' || block?.blockerId === connectedId) throw notFound('User');
          if (block) throw blockedByYou();
          if (await findConnectionBetween(em, connectorId, connectedId)) throw alreadyConnected();
          const connection = em.create(ConnectionEntity, { id: randomUUID(), connectorId, connectedId, status: 'PENDING' });
          recordConnectionEvent(em, ctx.viewer, 'identity.connection.requested', connection);
          return connection;
        }),
      { connection_pair: alreadyConnected },
    );
  },
});
