import { datePosition, isAdmin, pageSize, parseInput, requireUser, type RequestContext } from '@koinonia/kit';
import type { QueryReportsArgs } from '../__generated__/resolvers.ts';
import type { Report } from './report.entity.ts';
import { reportsQueryInput } from './reports.input.ts';
import { findReportPage, type ReportPage } from './reports.repository.ts';

/** reports(...): signed in; what each viewer sees is reports.repository.ts's `visibleTo`. */
export function listReports(ctx: RequestContext, args: QueryReportsArgs): Promise<ReportPage> {
  const userId = requireUser(ctx.viewer);
  const filters = parseInput(reportsQueryInput, { status: args.status, contentType: args.contentType });
  return findReportPage(ctx.em, {
    reader: { userId, isPlatformAdmin: isAdmin(ctx.viewer) },
    status: filters.status ?? null,
    contentType: filters.contentType ?? null,
    after: datePosition(args.cursor),
    limit: pageSize(args.first),
  });
}

/** The reporter sees their own report's status but not the moderator's decision details. */
export const seenByReporterOnly = (ctx: RequestContext, report: Report): boolean =>
  report.reporterId === ctx.viewer.userId && !isAdmin(ctx.viewer);
