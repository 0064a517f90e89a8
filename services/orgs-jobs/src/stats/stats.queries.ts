import { forbidden, isSelfOrAdmin, isUuid, requireUser, type RequestContext } from '@koinonia/kit';
import {
  applicationCountByUserId,
  openJobsAdministeredCountByUserId,
  organizationCountByUserId,
  publishedPostingCountByUserId,
} from './stats.repository.ts';

/** The ProfileStats entity as the gateway references it (identity owns it): its key. */
export interface ProfileStatsRef {
  readonly userId: string;
}

export async function myOrganizationsCount(ctx: RequestContext, userId: string): Promise<number> {
  if (!isUuid(userId)) return 0;
  return (await organizationCountByUserId(ctx).load(userId))?.count ?? 0;
}

export async function jobPostingsCount(ctx: RequestContext, userId: string): Promise<number> {
  if (!isUuid(userId)) return 0;
  return (await publishedPostingCountByUserId(ctx).load(userId))?.count ?? 0;
}

async function applicationCount(ctx: RequestContext, userId: string): Promise<number> {
  if (!isUuid(userId)) return 0;
  return (await applicationCountByUserId(ctx).load(userId))?.count ?? 0;
}

/** A member's applications are theirs: others (but admins) see null, not a number. */
export async function myApplicationsCount(ctx: RequestContext, userId: string): Promise<number | null> {
  return isSelfOrAdmin(ctx.viewer, userId) ? applicationCount(ctx, userId) : null;
}

/** The Dashboard entity as the gateway references it (identity owns it): the viewer's own key. */
export interface DashboardRef {
  readonly userId: string;
}

/** A dashboard is only ever its own member's: another key is refused, whoever asks. */
function ownDashboard(ctx: RequestContext, dashboard: DashboardRef): string {
  if (requireUser(ctx.viewer) !== dashboard.userId) throw forbidden();
  return dashboard.userId;
}

export async function openJobPostsCount(ctx: RequestContext, dashboard: DashboardRef): Promise<number> {
  const userId = ownDashboard(ctx, dashboard);
  return (await openJobsAdministeredCountByUserId(ctx).load(userId))?.count ?? 0;
}

export const myJobApplicationsCount = (ctx: RequestContext, dashboard: DashboardRef): Promise<number> =>
  applicationCount(ctx, ownDashboard(ctx, dashboard));
