import { datePosition, filterText, forbidden, isUuid, pageSize, requireUser, type RequestContext } from '@koinonia/kit';
import type { QueryOpenToCallCandidatesArgs } from '../__generated__/resolvers.ts';
import { findCandidatePage, openToCallByUserId, verifiedOrganizationAdmin, type OpenToCallPage } from './candidates.repository.ts';
import type { OpenToCall } from './open-to-call.entity.ts';

/** Whether the viewer administers a verified (and live) organization: who may see candidates. */
async function isVerifiedAdmin(ctx: RequestContext): Promise<boolean> {
  const userId = ctx.viewer.userId;
  return userId ? (await verifiedOrganizationAdmin(ctx).load(userId)) !== null : false;
}

/** A member's "open to a call": for themself and verified organizations' admins; null for anyone else. */
export async function openToCallOf(ctx: RequestContext, userId: string): Promise<OpenToCall | null> {
  if (!isUuid(userId)) return null;
  if (ctx.viewer.userId !== userId && !(await isVerifiedAdmin(ctx))) return null;
  return openToCallByUserId(ctx).load(userId);
}

export async function listCandidates(ctx: RequestContext, args: QueryOpenToCallCandidatesArgs): Promise<OpenToCallPage> {
  requireUser(ctx.viewer);
  if (!(await isVerifiedAdmin(ctx))) throw forbidden('Only admins of verified organizations can see who is open to a call');
  return findCandidatePage(ctx.em, {
    denomination: filterText('denomination', args.denomination),
    workplace: args.workplace ?? null,
    after: datePosition(args.cursor),
    limit: pageSize(args.first),
  });
}
