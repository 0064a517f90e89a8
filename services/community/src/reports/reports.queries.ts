import { datePosition, isAdmin, pageSize, parseInput, requireUser, type RequestContext } from '@koinonia/kit';
import type { QueryReportsArgs } from '../__generated__/resolvers.ts';
import { commentById } from '../comments/comments.repository.ts';
import type { Report } from './report.entity.ts';
import { reportsQueryInput } from './reports.input.ts';
import { administersAGroup, findReportPage, type ReportPage } from './reports.repository.ts';

/** reports(...): signed in; what each viewer sees is reports.repository.ts's `visibleTo`. */
export async function listReports(ctx: RequestContext, args: QueryReportsArgs): Promise<ReportPage> {
  const userId = requireUser(ctx.viewer);
  const filters = parseInput(reportsQueryInput, { status: args.status, contentType: args.contentType });
  const isPlatformAdmin = isAdmin(ctx.viewer);
  const page = await findReportPage(ctx.em, {
    reader: { userId, isPlatformAdmin, toReview: args.toReview === true },
    status: filters.status ?? null,
    contentType: filters.contentType ?? null,
    after: datePosition(args.cursor),
    limit: pageSize(args.first),
  });
  return { ...page, viewerIsReviewer: isPlatformAdmin || (await administersAGroup(ctx.em, userId)) };
}

/** The reporter sees their own report's status but not the moderator's decision details. */
export const seenByReporterOnly = (ctx: RequestContext, report: Report): boolean =>
  report.reporterId === ctx.viewer.userId && !isAdmin(ctx.viewer);

/** What a reported comment is on (its post's or prayer's page shows it); null when it is gone. */
export async function commentParent(ctx: RequestContext, commentId: string): Promise<{ contentType: 'POST' | 'PRAYER'; id: string } | null> {
  const comment = await commentById(ctx).load(commentId);
  if (comment?.newsFeedPostId) return { contentType: 'POST', id: comment.newsFeedPostId };
  if (comment?.prayerId) return { contentType: 'PRAYER', id: comment.prayerId };
  return null;
}
