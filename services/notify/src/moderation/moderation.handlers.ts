import type { EventEnvelope, EventPayload } from '@koinonia/events';
import type { EntityManager, EventHandlers } from '@koinonia/kit';
import { webPaths } from '../community/community.handlers.ts';
import { groupNamed, notifyOf } from '../community/community.repository.ts';

type ContentType = 'CHAT_MESSAGE' | 'COMMENT' | 'POST' | 'PRAYER';

const contentWords: Record<ContentType, string> = { CHAT_MESSAGE: 'message', COMMENT: 'comment', POST: 'post', PRAYER: 'prayer' };

/** The content's page; a comment and a chat message have none of their own (the events do not name what they are in). */
const contentPath = (type: ContentType, id: string): string | null =>
  type === 'POST' ? webPaths.post(id) : type === 'PRAYER' ? webPaths.prayer(id) : null;

const outcomes = {
  DISMISS: 'It does not break the community guidelines, so it stays up.',
  HIDE: 'It has been hidden from the community.',
  REMOVE: 'It has been removed.',
} as const;

type Reported = Omit<EventPayload<'community.content.reported', 2>, 'reviewerIds'>;
type Reviewed = EventPayload<'community.report.reviewed', 2>;

function acknowledge(em: EntityManager, envelope: EventEnvelope, payload: Reported): void {
  notifyOf(em, envelope, {
    userId: payload.reporterId,
    senderUserId: null,
    type: 'CONTENT_REPORT_RECEIVED',
    title: `Thanks, we received your report of a ${contentWords[payload.contentType]}`,
    body: 'A moderator will review it. We will let you know what was decided.',
    webPath: contentPath(payload.contentType, payload.contentId),
  });
}

/**
 * The reviewers of a report (the group's admins, as community names them) are told there is
 * something to review, linking the content (else its group). The reporter is not named.
 */
async function askReviewers(em: EntityManager, envelope: EventEnvelope, payload: Reported, reviewerIds: readonly string[]): Promise<void> {
  if (reviewerIds.length === 0) return;
  const group = await groupNamed(em, payload.groupId);
  const word = contentWords[payload.contentType];
  for (const userId of new Set(reviewerIds)) {
    if (userId === payload.reporterId) continue;
    notifyOf(em, envelope, {
      userId,
      senderUserId: null,
      type: 'CONTENT_REPORTED',
      title: group ? `A ${word} in ${group.name} was reported` : `A ${word} was reported`,
      body: 'As an admin of the group, please review the report: dismiss it, or hide or remove the content.',
      webPath: contentPath(payload.contentType, payload.contentId) ?? webPaths.group(group),
    });
  }
}

function tellOutcome(em: EntityManager, envelope: EventEnvelope, payload: Reviewed): void {
  notifyOf(em, envelope, {
    userId: payload.reporterId,
    senderUserId: null,
    type: 'CONTENT_REPORT_REVIEWED',
    title: 'Thanks, we reviewed your report',
    body: `We looked at the ${contentWords[payload.contentType]} you reported. ${outcomes[payload.actionTaken]}`,
    webPath: payload.actionTaken === 'DISMISS' ? contentPath(payload.contentType, payload.contentId) : null,
  });
}

/**
 * In-app notices for community's moderation events: a report is acknowledged to the reporter when
 * filed and its outcome told when reviewed; from v2 of `community.content.reported` its reviewers
 * (the group's admins, named in the event) are told too. Platform admins are not: neither notify
 * nor community knows who they are (identity publishes no platform roles), so they work from the
 * reports queue. The reporter is never named to anyone else. v1 events (recorded before v2) are
 * still handled.
 */
export function withModerationHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('community.content.reported', 1, async (payload, { em, envelope }) => acknowledge(em, envelope, payload))
    .on('community.content.reported', 2, async (payload, { em, envelope }) => {
      acknowledge(em, envelope, payload);
      await askReviewers(em, envelope, payload, payload.reviewerIds);
    })
    .on('community.report.reviewed', 1, async (payload, { em, envelope }) => tellOutcome(em, envelope, payload))
    .on('community.report.reviewed', 2, async (payload, { em, envelope }) => tellOutcome(em, envelope, payload));
}
