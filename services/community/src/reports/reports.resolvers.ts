import { userReference } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import type { InteractionTargets } from '../comments/targets.ts';
import { reportContent } from './report-content.use-case.ts';
import { commentParent, listReports, seenByReporterOnly } from './reports.queries.ts';
import { reviewReports } from './review-reports.use-case.ts';

export function reportsResolvers(targets: InteractionTargets) {
  return {
    Query: {
      reports: (_, args, ctx) => listReports(ctx, args),
    },
    Mutation: {
      reportContent: (_, args, ctx) => reportContent.run(ctx, args, targets),
      reviewMultipleReports: (_, args, ctx) => reviewReports.run(ctx, args),
    },
    Report: {
      reporter: (report) => userReference(report.reporterId),
      reporterProfileId: (report) => report.reporterProfileId ?? null,
      contentAuthor: (report) => userReference(report.contentAuthorId),
      groupId: (report) => report.groupId ?? null,
      commentOn: (report, _, ctx) => (report.contentType === 'COMMENT' ? commentParent(ctx, report.contentId) : null),
      actionTaken: (report, _, ctx) => (seenByReporterOnly(ctx, report) ? null : (report.actionTaken ?? null)),
      moderatorNotes: (report, _, ctx) => (seenByReporterOnly(ctx, report) ? null : (report.moderatorNotes ?? null)),
      reviewedById: (report, _, ctx) => (seenByReporterOnly(ctx, report) ? null : (report.reviewedById ?? null)),
      reviewedAt: (report) => report.reviewedAt ?? null,
    },
  } satisfies Resolvers;
}
