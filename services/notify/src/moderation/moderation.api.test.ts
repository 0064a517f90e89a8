import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dataOf, handledTestEvent, publishTestEvent, signedInViewer, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
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

/** A report of `contentType` by a new reporter, as community records it. */
function report(contentType: 'COMMENT' | 'POST' | 'PRAYER') {
  return {
    reportId: randomUUID(), contentType, contentId: randomUUID(), contentAuthorId: randomUUID(), reporterId: randomUUID(), groupId: null,
  };
}

describe('community.content.reported', () => {
  it('acknowledges the report to the reporter only, linking the content', async () => {
    const filed = report('POST');
    await handledTestEvent(t, { type: 'community.content.reported', payload: filed });
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
    await handledTestEvent(t, { type: 'community.content.reported', payload: filed });
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
    await handledTestEvent(t, { id, type: 'community.report.reviewed', payload });
    await handledTestEvent(t, { type: 'community.report.reviewed', payload: { ...payload, reporterId: randomUUID() } });
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

describe('community.content.reported v2', () => {
  it("tells the group's admins named in the event, linking the content, and still acknowledges the reporter", async () => {
    const groupId = randomUUID();
    await handledTestEvent(t, { type: 'community.group.created', payload: { groupId, slug: `youth-${groupId.slice(0, 8)}`, name: 'Youth Pastors', privacy: 'CLOSED', createdById: randomUUID() } });
    const [admin, coAdmin] = [randomUUID(), randomUUID()];
    const filed = { ...report('POST'), groupId, reviewerIds: [admin, coAdmin] };
    await handledTestEvent(t, { type: 'community.content.reported', version: 2, payload: filed });
    for (const reviewer of [admin, coAdmin]) {
      expect(await notificationsOf(reviewer)).toEqual([{
        type: 'CONTENT_REPORTED',
        title: 'A post in Youth Pastors was reported',
        body: 'As an admin of the group, please review the report: dismiss it, or hide or remove the content.',
        webPath: `/posts/${filed.contentId}`,
        senderUserId: null,
      }]);
    }
    expect((await notificationsOf(filed.reporterId)).map((n) => n.type)).toEqual(['CONTENT_REPORT_RECEIVED']);
    expect(await notificationsOf(filed.contentAuthorId)).toEqual([]);
  });

  it("links a reported chat message or comment to the moderation queue, and tells no one else when there are no reviewers", async () => {
    const groupId = randomUUID();
    const slug = `plants-${groupId.slice(0, 8)}`;
    await handledTestEvent(t, { type: 'community.group.created', payload: { groupId, slug, name: 'Church Plants', privacy: 'PUBLIC', createdById: randomUUID() } });
    const admin = randomUUID();
    const message = { ...report('COMMENT'), contentType: 'CHAT_MESSAGE', groupId, reviewerIds: [admin] };
    await handledTestEvent(t, { type: 'community.content.reported', version: 2, payload: message });
    expect((await notificationsOf(admin)).map((n) => [n.title, n.webPath])).toEqual([['A message in Church Plants was reported', '/moderation']]);
    expect((await notificationsOf(message.reporterId)).map((n) => n.title)).toEqual(['Thanks, we received your report of a message']);
    const direct = { ...report('COMMENT'), contentType: 'CHAT_MESSAGE', reviewerIds: [] };
    const id = randomUUID();
    await handledTestEvent(t, { id, type: 'community.content.reported', version: 2, payload: direct });
    expect(await t.count('notification', 'source_event_id = ?', [id])).toBe(1);
    expect((await notificationsOf(direct.reporterId)).map((n) => n.webPath)).toEqual([null]);
  });
});

describe('platform admins', () => {
  const platformRoles = (userId: string, roles: string[]) =>
    handledTestEvent(t, { type: 'identity.user.platform-roles-changed', payload: { userId, platformRoles: roles } });

  it('are told of every report, as identity names them, once each; a group admin who is one too is told as the group\'s admin', async () => {
    const [admin, adminAndGroupAdmin, editor, former, groupAdmin] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    try {
      await platformRoles(admin, ['ADMIN']);
      await platformRoles(adminAndGroupAdmin, ['ADMIN', 'CONTENT_EDITOR']);
      await platformRoles(editor, ['CONTENT_EDITOR']);
      await platformRoles(former, ['ADMIN']);
      await platformRoles(former, []);
      expect(await t.sql('select user_id from member where is_platform_admin order by user_id')).toEqual(
        [admin, adminAndGroupAdmin].sort().map((user_id) => ({ user_id })),
      );

      const groupId = randomUUID();
      await handledTestEvent(t, { type: 'community.group.created', payload: { groupId, slug: `elders-${groupId.slice(0, 8)}`, name: 'Elders', privacy: 'CLOSED', createdById: groupAdmin } });
      const inGroup = { ...report('PRAYER'), groupId, reviewerIds: [groupAdmin, adminAndGroupAdmin] };
      await handledTestEvent(t, { type: 'community.content.reported', version: 2, payload: inGroup });
      const onProfile = { ...report('COMMENT'), reviewerIds: [] };
      await handledTestEvent(t, { type: 'community.content.reported', version: 2, payload: onProfile });

      const told = async (userId: string) => (await notificationsOf(userId)).map((n) => [n.title, n.body, n.webPath]);
      const asGroupAdmin = 'As an admin of the group, please review the report: dismiss it, or hide or remove the content.';
      const asPlatformAdmin = 'As a platform admin, please review the report: dismiss it, or hide or remove the content.';
      expect(await told(admin)).toEqual([
        ['A comment was reported', asPlatformAdmin, '/moderation'],
        ['A prayer in Elders was reported', asPlatformAdmin, `/prayers/${inGroup.contentId}`],
      ]);
      expect(await told(adminAndGroupAdmin)).toEqual([
        ['A comment was reported', asPlatformAdmin, '/moderation'],
        ['A prayer in Elders was reported', asGroupAdmin, `/prayers/${inGroup.contentId}`],
      ]);
      expect(await told(groupAdmin)).toEqual([['A prayer in Elders was reported', asGroupAdmin, `/prayers/${inGroup.contentId}`]]);
      expect(await told(editor)).toEqual([]);
      expect(await told(former)).toEqual([]);

      // A platform admin's own report is acknowledged, not put to them to review.
      const byAdmin = { ...report('POST'), reporterId: admin, reviewerIds: [] };
      await handledTestEvent(t, { type: 'community.content.reported', version: 2, payload: byAdmin });
      expect((await notificationsOf(admin)).map((n) => n.type)).toEqual(['CONTENT_REPORT_RECEIVED', 'CONTENT_REPORTED', 'CONTENT_REPORTED']);
      expect((await notificationsOf(adminAndGroupAdmin)).map((n) => n.title)).toContain('A post was reported');
    } finally {
      // The other tests count who is told: no platform admins outlive this one.
      for (const userId of [admin, adminAndGroupAdmin]) await platformRoles(userId, []);
    }
  });
});

describe('community.report.reviewed v2', () => {
  it('tells the reporter of a chat message removed, without a link', async () => {
    const filed = { ...report('COMMENT'), contentType: 'CHAT_MESSAGE' };
    await handledTestEvent(t, {
      type: 'community.report.reviewed', version: 2,
      payload: { ...filed, status: 'RESOLVED', actionTaken: 'REMOVE', moderationStatus: null, reviewedById: randomUUID() },
    });
    expect((await notificationsOf(filed.reporterId)).map((n) => [n.body, n.webPath])).toEqual([['We looked at the message you reported. It has been removed.', null]]);
  });
});
