import { z } from 'zod';
import { defineUseCase, notFound, rules } from '@koinonia/kit';
import type { Connection } from './connection.entity.ts';
import { alreadyAnswered, notAddressee } from './connections.errors.ts';
import { recordConnectionEvent } from './connections.events.ts';
import { lockConnectionBetween } from './connections.repository.ts';

/** connection~ EDIT: the member a request was sent to (connectedId) ACCEPTs or DECLINEs it. */
export const answerConnection = defineUseCase({
  access: 'member',
  input: z.object({
    connectorId: rules.id(),
    connectedId: rules.id(),
    status: z.enum(['ACCEPTED', 'DECLINED'], { error: 'must be ACCEPTED or DECLINED' }),
  }),
  execute: (ctx, { connectorId, connectedId, status }): Promise<Connection> =>
    ctx.em.transactional(async (em) => {
      const connection = await lockConnectionBetween(em, connectorId, connectedId);
      if (!connection || connection.connectorId !== connectorId) throw notFound('Connection request');
      if (connection.connectedId !== ctx.viewer.userId) throw notAddressee();
      if (connection.status !== 'PENDING') throw alreadyAnswered();
      connection.status = status;
      if (status === 'ACCEPTED') recordConnectionEvent(em, ctx.viewer, 'identity.connection.accepted', connection);
      return connection;
    }),
});
