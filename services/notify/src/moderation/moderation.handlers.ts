import type { EventHandlers } from '@koinonia/kit';
import { webPaths } from '../community/community.handlers.ts';
import { notifyOf } from '../community/community.repository.ts';

type ContentType = 'COMMENT' | 'POST' | 'PRAYER';

const contentWords: Record<ContentType, string> = { COMMENT: 'comment', POST: 'post', PRAYER: 'prayer' };

/** The content's page; a comment has none of its own (the event does not name what it is on). */
const contentPath = (type: ContentType, id: string): string | null =>
  type === 'POST' ? webPaths.post(id) : type === 'PRAYER' ? webPaths.prayer(id) : null;

const outcomes = {
  DISMISS: 'It does not break the community guidelines, so it stays up.',
  HIDE: 'It has been hidden from the community.',
  REMOVE: 'It has been removed.',
} as const;

/**
 * In-app notices for community's moderation events, to the reporter only: a report is acknowledged
 * when filed and its outcome told when reviewed. The reviewers are not told here, because notify
 * knows neither platform admins (identity publishes no platform roles) nor group admins (no read
 * model of them); they work from the reports queue. The reporter is never named to anyone else.
 */
export function withModerationHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('community.content.reported', 1, async (payload, { em, envelope }) => {
      notifyOf(em, envelope, {
        userId: payload.reporterId,
        senderUserId: null,
        type: 'CONTENT_REPORT_RECEIVED',
        title: `Thanks, we received your report of a ${contentWords[payload.contentType]}`,
        body: 'A moderator will review it. We will let you know what was decided.',
        webPath: contentPath(payload.contentType, payload.contentId),
      });
    })
    .on('community.report.reviewed', 1, async (payload, { em, envelope }) => {
      notifyOf(em, envelope, {
        userId: payload.reporterId,
        senderUserId: null,
        type: 'CONTENT_REPORT_REVIEWED',
        title: 'Thanks, we reviewed your report',
        body: `We looked at the ${contentWords[payload.contentType]} you reported. ${outcomes[payload.actionTaken]}`,
        webPath: payload.actionTaken === 'DISMISS' ? contentPath(payload.contentType, payload.contentId) : null,
      });
    });
}
