import type { EventEnvelope, EventPayload } from '@koinonia/events';
import type { EntityManager, EventHandlers } from '@koinonia/kit';
import { webPaths } from '../community/community.handlers.ts';
import { groupNamed, notifyOf } from '../community/community.repository.ts';
import { platformAdminIds } from '../members/members.repository.ts';

type ContentType = 'CHAT_MESSAGE' | 'COMMENT' | 'POST' | 'PRAYER';

const contentWords: Record<ContentType, string> = { CHAT_MESSAGE: 'message', COMMENT: 'comment', POST: 'post', PRAYER: 'prayer' };

/** The content's page; a comment and a chat message have none of their own (the events do not name what they are in). */
const contentPath = (type: ContentType, id: string): string | null =>
  type === 'POST' ? webPaths.post(id) : type === 'PRAYER' ? webPaths.prayer(id) : null;

/** The moderation queue (web's /moderation), where reviewers decide; it links a comment's post or prayer. */
const MODERATION_PATH = '/moderation';

const outcomes = {
  DISMISS: 'It does not break the community guidelines, so it stays up.',
  HIDE: 'It has been hidden from the community.',
  REMOVE: 'It has been removed.',
} as const;

type Reported = Omit<EventPayload<'community.content.reported', 2>, 'reviewerIds'>;
type Reviewed = EventPayload<'community.report.reviewed', 2>;

async function acknowledge(em: EntityManager, envelope: EventEnvelope, payload: Reported): Promise<void> {
  await notifyOf(em, envelope, {
    userId: payload.reporterId,
    senderUserId: null,
    type: 'CONTENT_REPORT_RECEIVED',
    title: `Thanks, we received your report of a ${contentWords[payload.contentType]}`,
    body: 'A moderator will review it. We will let you know what was decided.',
    webPath: contentPath(payload.contentType, payload.contentId),
  });
}

/**
 * The reviewers of a report are told there is something to review: the group's admins, as
 * community names them, and every platform admin (from identity's platform-roles events), each
 * once. The notice links the content's page, else the moderation queue. The reporter is not named,
 * nor told as a reviewer of their own report.
 */
async function askReviewers(em: EntityManager, envelope: EventEnvelope, payload: Reported, groupAdminIds: readonly string[]): Promise<void> {
  const groupAdmins = new Set(groupAdminIds);
  const reviewers = new Set([...groupAdmins, ...(await platformAdminIds(em))]);
  reviewers.delete(payload.reporterId);
  if (reviewers.size === 0) return;
  const group = await groupNamed(em, payload.groupId);
  const word = contentWords[payload.contentType];
  for (const userId of reviewers) {
    await notifyOf(em, envelope, {
      userId,
      senderUserId: null,
      type: 'CONTENT_REPORTED',
      title: group ? `A ${word} in ${group.name} was reported` : `A ${word} was reported`,
      body: `As ${groupAdmins.has(userId) ? 'an admin of the group' : 'a platform admin'}, please review the report: dismiss it, or hide or remove the content.`,
      webPath: contentPath(payload.contentType, payload.contentId) ?? MODERATION_PATH,
    });
  }
}

async function tellOutcome(em: EntityManager, envelope: EventEnvelope, payload: Reviewed): Promise<void> {
  await notifyOf(em, envelope, {
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
 * (the group's admins, named in the event, and the platform admins) are told too. The reporter is
 * never named to anyone else. v1 events (recorded before v2) are still handled.
 */
export function withModerationHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('community.content.reported', 1, async (payload, { em, envelope }) => acknowledge(em, envelope, payload))
    .on('community.content.reported', 2, async (payload, { em, envelope }) => {
      await acknowledge(em, envelope, payload);
      await askReviewers(em, envelope, payload, payload.reviewerIds);
    })
    .on('community.report.reviewed', 1, async (payload, { em, envelope }) => tellOutcome(em, envelope, payload))
    .on('community.report.reviewed', 2, async (payload, { em, envelope }) => tellOutcome(em, envelope, payload));
}
