import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, publishTestEvent, signedInViewer, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadNotifyConfig, type NotifyConfig } from '../config.ts';
import { notifyService } from '../service.ts';

// notify consuming community's moderation events through the in-process bus: the reporter is told,
// once per event, and no one else.
let t: TestService<NotifyConfig>;
beforeAll(async () => {
  t = await startTestService(notifyService, loadNotifyConfig);
});
afterAll(async () => t?.stop());

const NOTIFICATIONS = graphql(`
  query ModerationNotifications { notifications { results { type title body webPath senderUserId } } }
`);
const notificationsOf = async (userId: string) => dataOf(await t.run(signedInViewer([], userId), NOTIFICATIONS)).notifications.results;

async function handled(event: { type: string; payload: unknown; id?: string }): Promise<void> {
  const published = await publishTestEvent(t.bus, { version: 1, ...event });
  await waitFor(async () => (await t.count('processed_event', 'event_id = ?', [published.id])) === 1, 10_000, `${event.type} handled`);
}

/** A report of `contentType` by a new reporter, as community records it. */
function report(contentType: 'COMMENT' | 'POST' | 'PRAYER') {
  return {
    reportId: randomUUID(), contentType, contentId: randomUUID(), contentAuthorId: randomUUID(), reporterId: randomUUID(), groupId: null,
  };
}

describe('community.content.reported', () => {
  it('acknowledges the report to the reporter only, linking the content', async () => {
    const filed = report('POST');
    await handled({ type: 'community.content.reported', payload: filed });
    expect(await notificationsOf(filed.reporterId)).toEqual([{
      type: 'CONTENT_REPORT_RECEIVED',
      title: 'Thanks, we received your report of a post',
      body: 'A moderator will review it. We will let you know what was decided.',
      webPath: `/posts/${filed.contentId}`,
      senderUserId: null,
    }]);
    expect(await notificationsOf(filed.contentAuthorId)).toEqual([]);
  });

  it('gives a comment, which has no page of its own, no link', async () => {
    const filed = report('COMMENT');
    await handled({ type: 'community.content.reported', payload: filed });
    expect((await notificationsOf(filed.reporterId)).map((n) => [n.title, n.webPath])).toEqual([['Thanks, we received your report of a comment', null]]);
  });
});

describe('community.report.reviewed', () => {
  const reviewed = (filed: ReturnType<typeof report>, actionTaken: 'DISMISS' | 'HIDE' | 'REMOVE') => ({
    ...filed,
    status: actionTaken === 'DISMISS' ? 'DISMISSED' : 'RESOLVED',
    actionTaken,
    moderationStatus: { DISMISS: null, HIDE: 'HIDDEN', REMOVE: 'REMOVED' }[actionTaken],
    reviewedById: randomUUID(),
  });

  it.each<['DISMISS' | 'HIDE' | 'REMOVE', string, boolean]>([
    ['DISMISS', 'We looked at the prayer you reported. It does not break the community guidelines, so it stays up.', true],
    ['HIDE', 'We looked at the prayer you reported. It has been hidden from the community.', false],
    ['REMOVE', 'We looked at the prayer you reported. It has been removed.', false],
  ])('tells the reporter of a %s, without naming the moderator, once', async (action, body, linked) => {
    const filed = report('PRAYER');
    const id = randomUUID();
    const payload = reviewed(filed, action);
    await handled({ id, type: 'community.report.reviewed', payload });
    await handled({ type: 'community.report.reviewed', payload: { ...payload, reporterId: randomUUID() } });
    const before = t.service.consumerStats?.duplicates ?? 0;
    await publishTestEvent(t.bus, { id, version: 1, type: 'community.report.reviewed', payload });
    await waitFor(async () => (t.service.consumerStats?.duplicates ?? 0) > before, 10_000, 'the duplicate to be seen');
    expect(await notificationsOf(filed.reporterId)).toEqual([{
      type: 'CONTENT_REPORT_REVIEWED',
      title: 'Thanks, we reviewed your report',
      body,
      webPath: linked ? `/prayers/${filed.contentId}` : null,
      senderUserId: null,
    }]);
    expect(await notificationsOf(filed.contentAuthorId)).toEqual([]);
    expect(await notificationsOf(payload.reviewedById)).toEqual([]);
  });
});
