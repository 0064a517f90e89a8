import { isSelfOrAdmin, isUuid, type RequestContext } from '@koinonia/kit';
import { organizationCountByUserId } from './stats.repository.ts';

/** The ProfileStats entity as the gateway references it (identity owns it): its key. */
export interface ProfileStatsRef {
  readonly userId: string;
}

export async function myOrganizationsCount(ctx: RequestContext, userId: string): Promise<number> {
  if (!isUuid(userId)) return 0;
  return (await organizationCountByUserId(ctx).load(userId))?.count ?? 0;
}

// orgs-jobs has no opportunities or applications yet (the jobs issue adds them, with their tables):
// until then there is nothing to count, and these answer 0. When the tables land, these become
// counting loaders like `organizationCountByUserId`; the schema and the gateway stay as they are.

export function jobPostingsCount(): number {
  return 0;
}

/** A member's applications are theirs: others (but admins) see null, not a number. */
export function myApplicationsCount(ctx: RequestContext, userId: string): number | null {
  return isSelfOrAdmin(ctx.viewer, userId) ? 0 : null;
}
