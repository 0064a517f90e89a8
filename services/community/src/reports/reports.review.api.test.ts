import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { addComment, COMMENTS, REACT, saveComment } from '../comments/comments.testing.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addPost, feedIds, GROUP_FEED, POST } from '../feed/feed.testing.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { addPrayer, listed, PRAYER } from '../prayers/prayers.testing.ts';
import { communityService } from '../service.ts';
import { fileReport, review } from './reports.testing.ts';

// reviewMultipleReports: who decides, what each decision does to the content, all or nothing, races.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const platformAdmin = () => member([PlatformRole.ADMIN]);
const statusOf = async (id: string) => (await t.count('report', "id = ? and status = 'PENDING'", [id])) === 1 ? 'PENDING' : 'REVIEWED';

describe('resolving', () => {
  it('HIDE hides a post from everyone but its author and platform admins, and resolves all its pending reports', async () => {
    const author = member();
    const post = await addPost(t, author);
    const [first, second] = [await fileReport(t, member(), 'POST', post.id), await fileReport(t, member(), 'POST', post.id, 'Offensive')];
    const admin = platformAdmin();
    const closed = dataOf(await review(t, admin, [first.id], 'HIDE', '  Off-topic advertising  ')).reviewMultipleReports;
    expect(closed.map((r) => r.id).sort()).toEqual([first.id, second.id].sort());
    for (const report of closed) {
      expect(report).toMatchObject({ status: 'RESOLVED', actionTaken: 'HIDE', moderatorNotes: 'Off-topic advertising', reviewedById: admin.userId });
      expect(report.reviewedAt).toBeTruthy();
    }
    expect(dataOf(await t.run(member(), POST, { id: post.id })).newsFeedPost).toBeNull();
    expect(dataOf(await t.run(anonymousViewer, POST, { id: post.id })).newsFeedPost).toBeNull();
    expect(await feedIds(t, member())).not.toContain(post.id);
    expect(dataOf(await t.run(author, POST, { id: post.id })).newsFeedPost?.status).toBe('HIDDEN');
    expect(dataOf(await t.run(platformAdmin(), POST, { id: post.id })).newsFeedPost?.status).toBe('HIDDEN');
    expect(errorCodes(await t.run(member(), REACT, { name: 'LIKE', newsFeedPostId: post.id, mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    const events = await t.outbox({ aggregateId: post.id, type: 'community.report.reviewed' });
    expect(events.map((e) => e.payload).sort((a, b) => String(a['reportId']).localeCompare(String(b['reportId'])))).toEqual(
      [first, second].map((report) => ({
        reportId: report.id, contentType: 'POST', contentId: post.id, contentAuthorId: author.userId, reporterId: report.reporter.id, groupId: null,
        status: 'RESOLVED', actionTaken: 'HIDE', moderationStatus: 'HIDDEN', reviewedById: admin.userId,
      })).sort((a, b) => a.reportId.localeCompare(b.reportId)),
    );
  });

  it('REMOVE by a group admin removes a comment in their group; its post stays', async () => {
    const owner = member();
    const group = await addGroup(t, owner);
    const [author, reporter] = [member(), member()];
    await join(t, group.id, author);
    const post = await addPost(t, author, { groupId: group.id });
    const comment = await addComment(t, author, post.id);
    const kept = await addComment(t, member(), post.id);
    const report = await fileReport(t, reporter, 'COMMENT', comment.id);
    expect(report.groupId).toBe(group.id);
    expect(dataOf(await review(t, owner, [report.id], 'REMOVE')).reviewMultipleReports[0]).toMatchObject({ status: 'RESOLVED', actionTaken: 'REMOVE', moderatorNotes: null });
    expect(dataOf(await t.run(reporter, COMMENTS, { newsFeedPostId: post.id })).comments.results.map((c) => c.id)).toEqual([kept.id]);
    expect(dataOf(await t.run(author, COMMENTS, { newsFeedPostId: post.id })).comments.results.map((c) => c.id)).toEqual([comment.id, kept.id]);
    expect(errorCodes(await saveComment(t, reporter, { id: comment.id, reaction: 'LIKE', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
    expect(dataOf(await t.run(reporter, GROUP_FEED, { groupId: group.id })).groupFeedPosts.results.map((p) => p.id)).toEqual([post.id]);
    // The post counts the comments that show; deleting the removed one later counts nothing more.
    expect(dataOf(await t.run(reporter, POST, { id: post.id })).newsFeedPost?.commentsCount).toBe(1);
    dataOf(await saveComment(t, author, { id: comment.id, mutationType: 'DELETE' }));
    expect(dataOf(await t.run(reporter, POST, { id: post.id })).newsFeedPost?.commentsCount).toBe(1);
  });

  it('HIDE on a prayer hides it from lists and from prayer(id), except to its author', async () => {
    const author = member();
    const prayer = await addPrayer(t, author, { audience: 'PUBLIC' });
    const reporter = member();
    const report = await fileReport(t, reporter, 'PRAYER', prayer.id);
    dataOf(await review(t, platformAdmin(), [report.id], 'HIDE'));
    for (const viewer of [reporter, anonymousViewer]) {
      expect(dataOf(await t.run(viewer, PRAYER, { id: prayer.id })).prayer).toBeNull();
      expect(await listed(t, viewer)).not.toContain(prayer.id);
    }
    expect(await listed(t, author, { filterByType: 'MY_PRAYERS' })).toContain(prayer.id);
    expect(dataOf(await t.run(author, PRAYER, { id: prayer.id })).prayer?.id).toBe(prayer.id);
    expect(await listed(t, platformAdmin())).toContain(prayer.id);
    expect(errorCodes(await saveComment(t, reporter, { body: 'x', prayerId: prayer.id, mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
  });

  it('DISMISS closes only the reports named and leaves the content', async () => {
    const post = await addPost(t, member());
    const [named, other] = [await fileReport(t, member(), 'POST', post.id), await fileReport(t, member(), 'POST', post.id)];
    const closed = dataOf(await review(t, platformAdmin(), [named.id], 'DISMISS', 'Fine')).reviewMultipleReports;
    expect(closed).toMatchObject([{ id: named.id, status: 'DISMISSED', actionTaken: 'DISMISS', moderatorNotes: 'Fine' }]);
    expect(await statusOf(other.id)).toBe('PENDING');
    expect(dataOf(await t.run(member(), POST, { id: post.id })).newsFeedPost?.status).toBe('APPROVED');
    expect((await t.outbox({ aggregateId: post.id, type: 'community.report.reviewed' }))[0]?.payload).toMatchObject({ status: 'DISMISSED', moderationStatus: null });
  });
});

describe('who reviews, and refusals', () => {
  it('refuses members, the reporter, other groups\' admins and anonymous visitors, changing nothing', async () => {
    const owner = member();
    const group = await addGroup(t, owner);
    const insider = member();
    await join(t, group.id, insider);
    const inGroup = await fileReport(t, member(), 'POST', (await addPost(t, insider, { groupId: group.id })).id);
    const reporter = member();
    const onProfile = await fileReport(t, reporter, 'POST', (await addPost(t, member())).id);
    const otherAdmin = member();
    await addGroup(t, otherAdmin);
    expect(errorCodes(await review(t, insider, [inGroup.id], 'HIDE'))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await review(t, otherAdmin, [inGroup.id], 'HIDE'))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await review(t, reporter, [onProfile.id], 'DISMISS'))).toEqual(['FORBIDDEN']);
    // A group admin may not review a report outside their group, even together with one inside it.
    expect(errorCodes(await review(t, owner, [inGroup.id, onProfile.id], 'HIDE'))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await review(t, anonymousViewer, [inGroup.id], 'HIDE'))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await review(t, platformAdmin(), [inGroup.id, randomUUID()], 'HIDE'))).toEqual(['NOT_FOUND']);
    expect(await statusOf(inGroup.id)).toBe('PENDING');
    expect(await statusOf(onProfile.id)).toBe('PENDING');
  });

  it('validates the ids, the action and the notes', async () => {
    const admin = platformAdmin();
    expect(fieldErrors(await review(t, admin, [], 'HIDE'))).toEqual({ reportIds: 'required' });
    expect(fieldErrors(await review(t, admin, ['nope'], 'HIDE'))).toEqual({ 'reportIds.0': 'is not a valid id' });
    const report = await fileReport(t, member(), 'POST', (await addPost(t, member())).id);
    expect(fieldErrors(await review(t, admin, [report.id], 'HIDE', 'x'.repeat(2001)))).toEqual({ moderatorNotes: 'must be at most 2000 characters' });
    expect(fieldErrors(await t.run(admin, 'mutation { reviewMultipleReports { id } }'))).toEqual({ reportIds: 'required', actionTaken: 'required' });
    expect(await statusOf(report.id)).toBe('PENDING');
  });

  it('is all or nothing: a report already reviewed makes the whole review CONFLICT', async () => {
    const admin = platformAdmin();
    const [a, b] = [await addPost(t, member()), await addPost(t, member())];
    const [reviewed, pending] = [await fileReport(t, member(), 'POST', a.id), await fileReport(t, member(), 'POST', b.id)];
    dataOf(await review(t, admin, [reviewed.id], 'DISMISS'));
    expect(errorCodes(await review(t, admin, [pending.id, reviewed.id], 'REMOVE'))).toEqual(['CONFLICT']);
    expect(await statusOf(pending.id)).toBe('PENDING');
    expect(dataOf(await t.run(member(), POST, { id: b.id })).newsFeedPost?.status).toBe('APPROVED');
  });

  it('decides once when 10 moderators review the same reports at once', async () => {
    const owner = member();
    const group = await addGroup(t, owner);
    const post = await addPost(t, owner, { groupId: group.id });
    const reports = await Promise.all(Array.from({ length: 5 }, () => fileReport(t, member(), 'POST', post.id)));
    const ids = reports.map((r) => r.id);
    const reviewers = [owner, ...Array.from({ length: 9 }, platformAdmin)];
    const results = await Promise.all(reviewers.map((viewer, i) => review(t, viewer, i % 2 ? ids : [...ids].reverse(), i % 3 ? 'HIDE' : 'REMOVE')));
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.flatMap(errorCodes)).toEqual(Array.from({ length: 9 }, () => 'CONFLICT'));
    expect(await t.count('report', "content_id = ? and status = 'RESOLVED'", [post.id])).toBe(5);
    expect(await t.count('outbox_event', "aggregate_id = ? and type = 'community.report.reviewed'", [post.id])).toBe(5);
  });
});
