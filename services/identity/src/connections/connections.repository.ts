import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findNamePage, likeLiteral, type NamePosition, type Page } from '@koinonia/kit';
import { UserEntity, type User } from '../users/user.entity.ts';
import { ConnectionEntity, type Connection, type ConnectionStatus } from './connection.entity.ts';

export type ConnectionPage = Page<Connection> & { readonly totalConnections: number };
export type MutualConnectionPage = Page<User> & { readonly totalMutualConnections: number };

const between = (a: string, b: string): FilterQuery<Connection> => ({
  $or: [{ connectorId: a, connectedId: b }, { connectorId: b, connectedId: a }],
});

/** The connection of two members, whichever side asked. */
export const findConnectionBetween = (em: EntityManager, a: string, b: string): Promise<Connection | null> =>
  em.findOne(ConnectionEntity, between(a, b));

/** The same, locked until the transaction ends, so that answers and removals take turns. */
export const lockConnectionBetween = (em: EntityManager, a: string, b: string): Promise<Connection | null> =>
  em.findOne(ConnectionEntity, between(a, b), { lockMode: LockMode.PESSIMISTIC_WRITE });

/** Users whose connection with `userId` has `status`: one index scan from each side. */
export function peersOf(em: EntityManager, userId: string, status: ConnectionStatus): FilterQuery<User> {
  const asked = em.createQueryBuilder(ConnectionEntity).select('connectedId').where({ connectorId: userId, status });
  const wereAsked = em.createQueryBuilder(ConnectionEntity).select('connectorId').where({ connectedId: userId, status });
  return { $or: [{ id: { $in: asked } }, { id: { $in: wereAsked } }] };
}

export interface PeerFilter {
  readonly search: string | null;
  readonly after: NamePosition | null;
  readonly limit: number;
}

/** Active members matching every condition, by name, with how many there are in all. */
async function peerPage(em: EntityManager, conditions: FilterQuery<User>[], filter: PeerFilter) {
  const all: FilterQuery<User>[] = [...conditions, { status: 'ACTIVE' }];
  if (filter.search) all.push({ name: { $ilike: `%${likeLiteral(filter.search)}%` } });
  const page = await findNamePage(em, UserEntity, all, filter.after, filter.limit);
  return { page, total: await em.count(UserEntity, { $and: all }) };
}

/** A member's connections with a status, ordered by the other member's name. */
export async function findConnectionPage(
  em: EntityManager,
  userId: string,
  status: ConnectionStatus,
  filter: PeerFilter,
): Promise<ConnectionPage> {
  const { page, total } = await peerPage(em, [peersOf(em, userId, status)], filter);
  const peerIds = page.results.map((user) => user.id);
  const rows = peerIds.length
    ? await em.find(ConnectionEntity, {
        $or: [
          { connectorId: userId, connectedId: { $in: peerIds } },
          { connectedId: userId, connectorId: { $in: peerIds } },
        ],
      })
    : [];
  const byPeer = new Map(rows.map((row) => [row.connectorId === userId ? row.connectedId : row.connectorId, row]));
  const results = peerIds.flatMap((id) => byPeer.get(id) ?? []);
  return { ...page, results, totalConnections: total };
}

/** Members connected with both, ordered by name. */
export async function findMutualConnectionPage(em: EntityManager, a: string, b: string, filter: PeerFilter): Promise<MutualConnectionPage> {
  const { page, total } = await peerPage(em, [peersOf(em, a, 'ACCEPTED'), peersOf(em, b, 'ACCEPTED')], filter);
  return { ...page, totalMutualConnections: total };
}
