import { randomUUID } from 'node:crypto';
import { defineUseCase, mapUniqueViolation } from '@koinonia/kit';
import type { InteractionTargets } from '../comments/targets.ts';
import { memberByUserId } from '../people/people.repository.ts';
import { ReportEntity, type Report } from './report.entity.ts';
import { visibleContent } from './reported-content.ts';
import { reportErrors } from './reports.errors.ts';
import { recordReport } from './reports.events.ts';
import { reportContentInput } from './reports.input.ts';
import { groupAdminIds } from './reports.repository.ts';

export interface ReportContentResult {
  readonly success: true;
  readonly message: string;
  readonly report: Report;
}

/**
 * reportContent: a member reports a post, comment or prayer they may see, once (the unique index
 * decides between two reports at once: CONFLICT), and never their own. The report keeps the
 * content's group, for its admins (who are told: the event names them), and its text as it is now.
 */
export const reportContent = defineUseCase({
  access: 'member',
  input: reportContentInput,
  execute: async (ctx, input, targets: InteractionTargets): Promise<ReportContentResult> => {
    const content = await visibleContent(ctx, targets, input.contentType, input.contentId);
    if (content.authorId === ctx.viewer.userId) throw reportErrors.ownContent();
    const reporter = await memberByUserId(ctx).load(ctx.viewer.userId);
    const report = await mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const created = em.create(ReportEntity, {
            id: randomUUID(),
            reporterId: ctx.viewer.userId,
            reporterProfileId: reporter?.profile_id ?? null,
            contentType: input.contentType,
            contentId: input.contentId,
            contentAuthorId: content.authorId,
            groupId: content.groupId,
            contentBody: content.body,
            reason: input.reason,
          });
          recordReport.filed(em, ctx.viewer, created, await groupAdminIds(em, created.groupId ?? null));
          await em.flush();
          return created;
        }),
      { report_once_per_reporter: reportErrors.alreadyReported },
    );
    return { success: true, message: 'Thank you. A moderator will review your report.', report };
  },
});
