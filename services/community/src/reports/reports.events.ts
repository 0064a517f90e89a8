import { recordEvent, type EntityManager, type Viewer } from '@koinonia/kit';
import type { ModerationStatus } from '../feed/news-feed-post.entity.ts';
import type { Report } from './report.entity.ts';

const SOURCE = 'community';

const about = (report: Report) => ({
  reportId: report.id,
  contentType: report.contentType,
  contentId: report.contentId,
  contentAuthorId: report.contentAuthorId,
  reporterId: report.reporterId,
  groupId: report.groupId ?? null,
});

/** The events of reports (contracts in services/events/src/community.ts). Aggregate: the content. */
export const recordReport = {
  /** `reviewerIds`: the group's admins for content in a group (community knows no platform admins). */
  filed: (em: EntityManager, viewer: Viewer, report: Report, reviewerIds: readonly string[]) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.content.reported',
      version: 2,
      aggregateId: report.contentId,
      payload: { ...about(report), reviewerIds: reviewerIds.filter((id) => id !== report.reporterId) },
    }),
  reviewed: (em: EntityManager, viewer: Viewer & { userId: string }, report: Report, moderationStatus: ModerationStatus | null) =>
    recordEvent(em, SOURCE, viewer, {
      type: 'community.report.reviewed',
      version: 2,
      aggregateId: report.contentId,
      payload: {
        ...about(report),
        status: report.status === 'DISMISSED' ? 'DISMISSED' : 'RESOLVED',
        actionTaken: report.actionTaken ?? 'DISMISS',
        moderationStatus: moderationStatus === 'HIDDEN' || moderationStatus === 'REMOVED' ? moderationStatus : null,
        reviewedById: viewer.userId,
      },
    }),
};
