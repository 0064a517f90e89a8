import { defineUseCase, isAdmin, type EntityManager, type RequestContext } from '@koinonia/kit';
import { commentById } from '../comments/comments.repository.ts';
import { changeCommentsCount } from '../feed/feed.repository.ts';
import type { ModerationStatus } from '../feed/news-feed-post.entity.ts';
import { GroupRole } from '../groups/group.entity.ts';
import { standingIn } from '../groups/group-permissions.ts';
import type { Report, ReportAction } from './report.entity.ts';
import { reportErrors } from './reports.errors.ts';
import { recordReport } from './reports.events.ts';
import { reviewReportsInput } from './reports.input.ts';
import { closeReports, findReports, lockReportedContents, setModerationStatus } from './reports.repository.ts';

/** What each decision does to the content: DISMISS leaves it. */
const moderationOf: Record<ReportAction, ModerationStatus | null> = { DISMISS: null, HIDE: 'HIDDEN', REMOVE: 'REMOVED' };

/** Platform admins review any report; a group's admins those about content in their group. */
async function moderates(ctx: RequestContext, report: Report): Promise<boolean> {
  if (isAdmin(ctx.viewer)) return true;
  return report.groupId ? (await standingIn(ctx, { id: report.groupId })).role === GroupRole.ADMIN : false;
}

/** A post's commentsCount counts the comments that show: one hidden or removed no longer does. */
async function uncountComment(ctx: RequestContext, em: EntityManager, commentId: string): Promise<void> {
  const postId = (await commentById(ctx).load(commentId))?.newsFeedPostId;
  if (postId) await changeCommentsCount(em, postId, -1);
}

/**
 * reviewMultipleReports: one decision on pending reports, all or nothing in one transaction. HIDE
 * and REMOVE set each content's moderation status and close the content's other pending reports
 * too (RESOLVED); DISMISS closes only the reports named (DISMISSED). A report already reviewed,
 * also by a review racing this one, is CONFLICT and nothing changes. Each report closed records
 * `community.report.reviewed`.
 */
export const reviewReports = defineUseCase({
  access: 'member',
  input: reviewReportsInput,
  execute: async (ctx, input): Promise<Report[]> => {
    const reports = await findReports(ctx.em, input.reportIds);
    if (reports.length !== input.reportIds.length) throw reportErrors.notFound();
    for (const report of reports) if (!(await moderates(ctx, report))) throw reportErrors.notAModerator();
    const moderationStatus = moderationOf[input.actionTaken];
    return ctx.em.transactional(async (em) => {
      await lockReportedContents(em, reports.map((report) => report.contentId));
      const closed = await closeReports(em, {
        reportIds: input.reportIds,
        status: moderationStatus ? 'RESOLVED' : 'DISMISSED',
        action: input.actionTaken,
        notes: input.moderatorNotes,
        reviewerId: ctx.viewer.userId,
        withSameContent: moderationStatus !== null,
      });
      const closedIds = new Set(closed.map((report) => report.id));
      if (input.reportIds.some((id) => !closedIds.has(id))) throw reportErrors.alreadyReviewed();
      if (moderationStatus) {
        const contents = new Map(reports.map((report) => [`${report.contentType}/${report.contentId}`, report]));
        for (const report of contents.values()) {
          // Chat keeps its messages: it removes one when it hears of the review.
          if (report.contentType === 'CHAT_MESSAGE') continue;
          const previous = await setModerationStatus(em, report.contentType, report.contentId, moderationStatus);
          if (report.contentType === 'COMMENT' && previous === 'APPROVED') await uncountComment(ctx, em, report.contentId);
        }
      }
      for (const report of closed) recordReport.reviewed(em, ctx.viewer, report, report.contentType === 'CHAT_MESSAGE' ? null : moderationStatus);
      await em.flush();
      return closed;
    });
  },
});
