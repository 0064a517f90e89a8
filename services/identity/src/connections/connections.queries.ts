import { emptyPage, exactlyOneOf, isUuid, namePosition, pageSize, requireUser, searchText, type RequestContext } from '@koinonia/kit';
import type { QueryConnectionsArgs, QueryMutualConnectionsArgs } from '../__generated__/resolvers.ts';
import { findUserBySlug } from '../users/user.repository.ts';
import type { Connection } from './connection.entity.ts';
import {
  findConnectionBetween,
  findConnectionPage,
  findMutualConnectionPage,
  type ConnectionPage,
  type MutualConnectionPage,
} from './connections.repository.ts';

/** The signed-in member's connection with another member, whatever its status; null without one. */
export async function findConnection(ctx: RequestContext, userId: string): Promise<Connection | null> {
  const viewerId = requireUser(ctx.viewer);
  return isUuid(userId) ? findConnectionBetween(ctx.em, viewerId, userId) : null;
}

/** The signed-in member's connections with a status (ACCEPTED unless given), either side having asked. */
export function listConnections(ctx: RequestContext, args: QueryConnectionsArgs): Promise<ConnectionPage> {
  const viewerId = requireUser(ctx.viewer);
  const filter = { search: searchText(args.search), after: namePosition(args.cursor), limit: pageSize(args.first) };
  return findConnectionPage(ctx.em, viewerId, args.status ?? 'ACCEPTED', filter);
}

/** Members connected with both the signed-in member and another (by slug or id). */
export async function listMutualConnections(ctx: RequestContext, args: QueryMutualConnectionsArgs): Promise<MutualConnectionPage> {
  const viewerId = requireUser(ctx.viewer);
  const { key, value } = exactlyOneOf(args, ['slug', 'userId']);
  const filter = { search: null, after: namePosition(args.cursor), limit: pageSize(args.first) };
  const otherId = key === 'slug' ? (await findUserBySlug(ctx.em, value))?.id : isUuid(value) ? value : undefined;
  if (!otherId) return { ...emptyPage(), totalMutualConnections: 0 };
  return findMutualConnectionPage(ctx.em, viewerId, otherId, filter);
}
