import { isUuid, requireUser, type RequestContext } from '@koinonia/kit';
import { userById } from '../users/user.repository.ts';
import { hiddenFromViewer } from '../users/users.queries.ts';
import { connectionCountByUserId, pendingRequestCountByUserId } from './stats.repository.ts';

/** The ProfileStats entity: just its key; each field is counted when asked for, by its owner. */
export interface ProfileStatsRef {
  readonly userId: string;
}

/** A member's stats, or null for an unknown member or one who blocked the viewer. */
export async function findProfileStats(ctx: RequestContext, userId: string): Promise<ProfileStatsRef | null> {
  const user = isUuid(userId) ? await userById(ctx).load(userId) : null;
  if (!user || (await hiddenFromViewer(ctx, user.id))) return null;
  return { userId: user.id };
}

export async function totalConnectionsCount(ctx: RequestContext, userId: string): Promise<number> {
  if (!isUuid(userId)) return 0;
  return (await connectionCountByUserId(ctx).load(userId))?.count ?? 0;
}

/** The Dashboard entity: the signed-in member's key; each owner counts its own figures. */
export interface DashboardRef {
  readonly userId: string;
}

export function findDashboard(ctx: RequestContext): DashboardRef {
  return { userId: requireUser(ctx.viewer) };
}

export async function pendingConnectionsCount(ctx: RequestContext, userId: string): Promise<number> {
  if (!isUuid(userId)) return 0;
  return (await pendingRequestCountByUserId(ctx).load(userId))?.count ?? 0;
}
