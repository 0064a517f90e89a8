import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { violatedConstraint } from '@koinonia/kit';
import { findBlockBetween } from '../blocks/blocks.repository.ts';
import { ConnectionEntity } from '../connections/connection.entity.ts';
import { recordConnectionEvent } from '../connections/connections.events.ts';
import { findConnectionBetween } from '../connections/connections.repository.ts';
import type { User } from '../users/user.entity.ts';
import { findUserBySlug } from '../users/user.repository.ts';

/**
 * `signIn(..., inviteSlug)`: the person followed a member's own invitation link (the member's slug).
 * They ask that member to connect: a PENDING request from them, which the member accepts or not.
 * Never an accepted connection, nor a request in the member's name: anyone can write such a link,
 * so it proves nothing of the member's wish. Nothing happens for an unknown, inactive or blocking
 * member, for oneself, or when the two already have a connection or a request.
 */
export async function requestConnectionToInviter(em: EntityManager, user: User, inviteSlug: string): Promise<void> {
  const inviter = await findUserBySlug(em, inviteSlug);
  if (!inviter || inviter.id === user.id || inviter.status !== 'ACTIVE') return;
  if (await findBlockBetween(em, user.id, inviter.id)) return;
  if (await findConnectionBetween(em, user.id, inviter.id)) return;
  const connection = em.create(ConnectionEntity, { id: randomUUID(), connectorId: user.id, connectedId: inviter.id, status: 'PENDING' });
  recordConnectionEvent(em, { userId: user.id, roles: [], sessionId: null, impersonatorId: null }, 'identity.connection.requested', connection);
}

/**
 * The same after a log-in, in a transaction of its own: a request made meanwhile (another log-in
 * through the link, or the inviter's own request) wins the pair's unique index, and the log-in
 * must not fail for it.
 */
export async function requestConnectionToInviterAfterLogIn(em: EntityManager, user: User, inviteSlug: string): Promise<void> {
  await em
    .transactional((tx) => requestConnectionToInviter(tx, user, inviteSlug))
    .catch((error: unknown) => {
      if (violatedConstraint(error) !== 'connection_pair') throw error;
    });
}
