import { z } from 'zod';
import { defineUseCase, notFound, rules } from '@koinonia/kit';
import { findBlockBetween } from '../blocks/blocks.repository.ts';
import type { Connection } from './connection.entity.ts';
import { alreadyAnswered, blockedPair, notAddressee } from './connections.errors.ts';
import { recordConnectionEvent } from './connections.events.ts';
import { lockConnectionBetween } from './connections.repository.ts';

/**
 * connection~ EDIT: the member a request was sent to (connectedId) ACCEPTs or DECLINEs it. A block
 * removes the pair's request, but one sent while the block was being made can be left: it cannot be
 * accepted.
 */
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
      if (status === 'ACCEPTED' && (await findBlockBetween(em, connectorId, connectedId))) throw blockedPair();
      connection.status = status;
      if (status === 'ACCEPTED') recordConnectionEvent(em, ctx.viewer, 'identity.connection.accepted', connection);
      return connection;
    }),
});
