import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PlatformRole, type SignedInViewer } from '@koinonia/kit';
import { dataOf, errorCodes, handledTestEvent, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { knownMember } from '../feed/feed.testing.ts';
import { GroupRole } from '../groups/group.entity.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { REPORTS, reportIds, review } from './reports.testing.ts';

// Chat messages reported in chat (`chat.message.reported`) become CHAT_MESSAGE reports, reviewed here:
// who sees them, who is told, what a review records for chat to act on.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const platformAdmin = () => member([PlatformRole.ADMIN]);

/** chat.message.reported as chat records it, delivered and handled. */
async function chatReport(reporter: SignedInViewer, groupId: string | null, overrides: Record<string, unknown> = {}) {
  const payload = {
    messageId: randomUUID(), chatId: randomUUID(), groupId, reporterId: reporter.userId, authorId: randomUUID(),
    body: 'Buy my course', reason: 'Spam', ...overrides,
  };
  await handledTestEvent(t, { type: 'chat.message.reported', version: 1, payload, aggregateId: payload.chatId });
  return payload;
}

describe('chat.message.reported', () => {
  it("files a PENDING CHAT_MESSAGE report for the group's admins and platform admins, naming the admins in community.content.reported v2", async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const coAdmin = member();
    await join(t, group.id, coAdmin, GroupRole.ADMIN);
    const reporter = member();
    const profileId = await knownMember(t, reporter);
    const sent = await chatReport(reporter, group.id);

    const [filed] = dataOf(await t.run(admin, REPORTS, { contentType: 'CHAT_MESSAGE' })).reports.results;
    expect(filed).toMatchObject({ contentType: 'CHAT_MESSAGE', contentId: sent.messageId, status: 'PENDING' });
    expect(await reportIds(t, coAdmin)).toEqual([filed!.id]);
    expect(await reportIds(t, platformAdmin(), { contentType: 'CHAT_MESSAGE' })).toContain(filed!.id);
    expect(await reportIds(t, reporter)).toEqual([filed!.id]);
    expect(await reportIds(t, member())).toEqual([]);
    expect(await t.count('report', 'id = ? and reporter_profile_id = ? and content_body = ? and reason = ? and group_id = ?', [
      filed!.id, profileId, 'Buy my course', 'Spam', group.id,
    ])).toBe(1);
    const [event] = await t.outbox({ aggregateId: sent.messageId, type: 'community.content.reported' });
    expect({ ...event?.payload, reviewerIds: [...(event?.payload['reviewerIds'] as string[])].sort() }).toEqual({
      reportId: filed!.id, contentType: 'CHAT_MESSAGE', contentId: sent.messageId, contentAuthorId: sent.authorId,
      reporterId: reporter.userId, groupId: group.id, reviewerIds: [admin.userId, coAdmin.userId].sort(),
    });
  });

  it('files a direct chat\'s message (no group) for platform admins only; the same report twice, or redelivered, is one', async () => {
    const reporter = member();
    const sent = await chatReport(reporter, null);
    await chatReport(reporter, null, { messageId: sent.messageId, reason: 'Again' });
    expect(await t.count('report', 'content_id = ?', [sent.messageId])).toBe(1);
    expect(await t.count('outbox_event', "aggregate_id = ? and type = 'community.content.reported'", [sent.messageId])).toBe(1);
    const [event] = await t.outbox({ aggregateId: sent.messageId, type: 'community.content.reported' });
    expect(event?.payload).toMatchObject({ groupId: null, reviewerIds: [] });
    expect(await reportIds(t, platformAdmin(), { contentType: 'CHAT_MESSAGE' })).toHaveLength(
      await t.count('report', "content_type = 'CHAT_MESSAGE'"),
    );
  });

  it('keeps a report whose group community does not know, for the platform admins', async () => {
    const sent = await chatReport(member(), randomUUID());
    expect(await t.count('report', 'content_id = ? and group_id is null', [sent.messageId])).toBe(1);
  });
});

describe('reviewing a chat message report', () => {
  it('REMOVE by a group admin resolves it and records community.report.reviewed v2 for chat (no moderation status here)', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const [first, second] = [member(), member()];
    const sent = await chatReport(first, group.id);
    await chatReport(second, group.id, { messageId: sent.messageId, authorId: sent.authorId });
    const [report] = dataOf(await t.run(first, REPORTS, {})).reports.results;
    const closed = dataOf(await review(t, admin, [report!.id], 'REMOVE', 'Spam')).reviewMultipleReports;
    expect(closed.map((r) => r.status)).toEqual(['RESOLVED', 'RESOLVED']);
    const events = await t.outbox({ aggregateId: sent.messageId, type: 'community.report.reviewed' });
    expect(events.map((e) => e.payload)).toEqual(expect.arrayContaining([
      {
        reportId: report!.id, contentType: 'CHAT_MESSAGE', contentId: sent.messageId, contentAuthorId: sent.authorId, reporterId: first.userId,
        groupId: group.id, status: 'RESOLVED', actionTaken: 'REMOVE', moderationStatus: null, reviewedById: admin.userId,
      },
    ]));
    expect(events).toHaveLength(2);
  });

  it("is refused to another group's admin and to members (FORBIDDEN); a direct chat's report is the platform admins'", async () => {
    const group = await addGroup(t, member());
    const otherAdmin = member();
    await addGroup(t, otherAdmin);
    const reporter = member();
    await chatReport(reporter, group.id);
    const inDirect = await chatReport(reporter, null);
    const ids = await reportIds(t, reporter);
    for (const viewer of [otherAdmin, member()]) expect(errorCodes(await review(t, viewer, ids, 'HIDE'))).toEqual(['FORBIDDEN']);
    expect(await t.count('report', "content_id = ? and status = 'PENDING'", [inDirect.messageId])).toBe(1);
    const closed = dataOf(await review(t, platformAdmin(), ids, 'DISMISS')).reviewMultipleReports;
    expect(closed.map((r) => r.status)).toEqual(['DISMISSED', 'DISMISSED']);
  });
});
