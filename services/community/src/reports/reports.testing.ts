import type { Viewer } from '@koinonia/kit';
import { dataOf, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { ReportAction, ReportContentType, ReportsQueryVariables } from '../__generated__/documents/graphql.ts';
import type { CommunityConfig } from '../config.ts';

type T = TestService<CommunityConfig>;

export const REPORT_CONTENT = graphql(`
  mutation ReportContent($contentType: ReportContentType, $contentId: ID, $reason: String) {
    reportContent(contentType: $contentType, contentId: $contentId, reason: $reason) {
      success message
      report {
        id reporter { id } reporterProfileId contentType contentId contentAuthor { id } groupId contentBody reason status
        actionTaken moderatorNotes reviewedById reviewedAt createdAt
      }
    }
  }
`);

export const REPORTS = graphql(`
  query Reports($cursor: String, $status: ReportStatus, $contentType: ReportContentType, $first: Int, $toReview: Boolean) {
    reports(cursor: $cursor, status: $status, contentType: $contentType, first: $first, toReview: $toReview) {
      results { id contentType contentId contentBody commentOn { contentType id } status actionTaken moderatorNotes reviewedById reviewedAt }
      hasNextPage cursor totalCount viewerIsReviewer
    }
  }
`);

export const REVIEW_REPORTS = graphql(`
  mutation ReviewReports($reportIds: [ID!], $actionTaken: ReportAction, $moderatorNotes: String) {
    reviewMultipleReports(reportIds: $reportIds, actionTaken: $actionTaken, moderatorNotes: $moderatorNotes) {
      id contentId status actionTaken moderatorNotes reviewedById reviewedAt
    }
  }
`);

/** Reports content as `viewer`, which must succeed; answers the report. */
export async function fileReport(t: T, viewer: Viewer, contentType: ReportContentType, contentId: string, reason = 'Spam') {
  return dataOf(await t.run(viewer, REPORT_CONTENT, { contentType, contentId, reason })).reportContent.report!;
}

/** reviewMultipleReports as `viewer`; the raw result, for refusals. */
export const review = (t: T, viewer: Viewer, reportIds: string[], actionTaken: ReportAction, moderatorNotes?: string) =>
  t.run(viewer, REVIEW_REPORTS, { reportIds, actionTaken, moderatorNotes });

/** The ids of the reports `viewer` sees (first page of 50). */
export const reportIds = async (t: T, viewer: Viewer, variables: ReportsQueryVariables = {}) =>
  dataOf(await t.run(viewer, REPORTS, { first: 50, ...variables })).reports.results.map((r) => r.id);
