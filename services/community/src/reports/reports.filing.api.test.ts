import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { addComment } from '../comments/comments.testing.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addPost, knownMember } from '../feed/feed.testing.ts';
import { GroupRole } from '../groups/group.entity.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { addPrayer } from '../prayers/prayers.testing.ts';
import { communityService } from '../service.ts';
import { fileReport, REPORT_CONTENT, REPORTS, reportIds, review } from './reports.testing.ts';

// reportContent and reports(...): who may report what, once; who sees which reports.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const platformAdmin = () => member([PlatformRole.ADMIN]);
const report = (viewer: Viewer, variables: Record<string, unknown>) => t.run(viewer, REPORT_CONTENT, variables);

/** A CLOSED group with its admin, a member and a post by the member. */
async function closedGroupWithPost() {
  const admin = member();
  const group = await addGroup(t, admin, { privacy: 'CLOSED' });
  const insider = member();
  await join(t, group.id, insider);
  const post = await addPost(t, insider, { groupId: group.id, body: 'Buy cheap watches' });
  return { group, admin, insider, post };
}

describe('reportContent', () => {
  it('files a PENDING report of a post the member sees, keeping its text, and records community.content.reported', async () => {
    const author = member();
    const post = await addPost(t, author, { body: 'Free crypto here' });
    const reporter = member();
    const profileId = await knownMember(t, reporter);
    const answer = dataOf(await report(reporter, { contentType: 'POST', contentId: post.id, reason: '  Spam  ' })).reportContent;
    expect(answer).toMatchObject({
      success: true,
      message: 'Thank you. A moderator will review your report.',
      report: {
        reporter: { id: reporter.userId }, reporterProfileId: profileId, contentType: 'POST', contentId: post.id,
        contentAuthor: { id: author.userId }, groupId: null, contentBody: 'Free crypto here', reason: 'Spam', status: 'PENDING',
        actionTaken: null, moderatorNotes: null, reviewedById: null, reviewedAt: null,
      },
    });
    expect((await t.outbox({ aggregateId: post.id, type: 'community.content.reported' })).map((e) => e.payload)).toEqual([
      { reportId: answer.report!.id, contentType: 'POST', contentId: post.id, contentAuthorId: author.userId, reporterId: reporter.userId, groupId: null, reviewerIds: [] },
    ]);
  });

  it("names the group's admins, who review it, in the event (not the reporter, when an admin reports)", async () => {
    const { group, admin, insider, post } = await closedGroupWithPost();
    const coAdmin = member();
    await join(t, group.id, coAdmin, GroupRole.ADMIN);
    await fileReport(t, admin, 'POST', post.id);
    const comment = await addComment(t, coAdmin, post.id);
    await fileReport(t, insider, 'COMMENT', comment.id);
    const reviewers = async (contentId: string) =>
      (await t.outbox({ aggregateId: contentId, type: 'community.content.reported' })).map((e) => [...(e.payload['reviewerIds'] as string[])].sort());
    expect(await reviewers(post.id)).toEqual([[coAdmin.userId]]);
    expect(await reviewers(comment.id)).toEqual([[admin.userId, coAdmin.userId].sort()]);
  });

  it('takes one report per member and content (CONFLICT), and none of one\'s own content', async () => {
    const author = member();
    const post = await addPost(t, author);
    const reporter = member();
    await fileReport(t, reporter, 'POST', post.id);
    expect(errorCodes(await report(reporter, { contentType: 'POST', contentId: post.id, reason: 'Again' }))).toEqual(['CONFLICT']);
    expect(errorCodes(await report(author, { contentType: 'POST', contentId: post.id, reason: 'Mine' }))).toEqual(['FORBIDDEN']);
    expect(await t.count('report', 'content_id = ?', [post.id])).toBe(1);
  });

  it('counts each member once when they report at once: 10 calls of one member, 20 members', async () => {
    const post = await addPost(t, member());
    const reporter = member();
    const same = await Promise.all(Array.from({ length: 10 }, () => report(reporter, { contentType: 'POST', contentId: post.id, reason: 'Spam' })));
    expect(same.filter((r) => !r.errors).length).toBe(1);
    expect(same.flatMap(errorCodes)).toEqual(Array.from({ length: 9 }, () => 'CONFLICT'));
    const many = await Promise.all(Array.from({ length: 20 }, () => report(member(), { contentType: 'POST', contentId: post.id, reason: 'Spam' })));
    expect(many.flatMap(errorCodes)).toEqual([]);
    expect(await t.count('report', 'content_id = ?', [post.id])).toBe(21);
    expect(await t.count('outbox_event', "aggregate_id = ? and type = 'community.content.reported'", [post.id])).toBe(21);
  });

  it('reports only what the viewer may see: a closed group\'s post, comment and prayer as non-member, member, group admin and anonymous', async () => {
    const { group, admin, insider, post } = await closedGroupWithPost();
    const comment = await addComment(t, insider, post.id);
    const prayer = await addPrayer(t, insider, { groupId: group.id });
    const fellow = member();
    await join(t, group.id, fellow);
    for (const [contentType, contentId] of [['POST', post.id], ['COMMENT', comment.id], ['PRAYER', prayer.id]] as const) {
      expect(errorCodes(await report(member(), { contentType, contentId, reason: 'x' }))).toEqual(['NOT_FOUND']);
      expect(errorCodes(await report(anonymousViewer, { contentType, contentId, reason: 'x' }))).toEqual(['UNAUTHENTICATED']);
      for (const viewer of [fellow, admin]) {
        const filed = await fileReport(t, viewer, contentType, contentId);
        expect(filed).toMatchObject({ contentType, contentId, groupId: group.id, contentAuthor: { id: insider.userId }, status: 'PENDING' });
      }
    }
    expect(errorCodes(await report(member(), { contentType: 'COMMENT', contentId: randomUUID(), reason: 'x' }))).toEqual(['NOT_FOUND']);
  });

  it('needs contentType, contentId and a reason of at most 1,000 characters', async () => {
    const post = await addPost(t, member());
    expect(fieldErrors(await report(member(), {}))).toEqual({ contentType: 'required', contentId: 'required', reason: 'required' });
    expect(fieldErrors(await report(member(), { contentType: 'POST', contentId: 'x', reason: ' ' }))).toEqual({ contentId: 'is not a valid id', reason: 'required' });
    expect(errorCodes(await report(member(), { contentType: 'USER', contentId: post.id, reason: 'x' }))).toEqual(['BAD_USER_INPUT']);
    // Chat messages are reported in chat, which tells community.
    expect(fieldErrors(await report(member(), { contentType: 'CHAT_MESSAGE', contentId: post.id, reason: 'x' }))).toEqual({
      contentType: 'must be COMMENT, POST or PRAYER',
    });
    expect(fieldErrors(await report(member(), { contentType: 'POST', contentId: post.id, reason: 'x'.repeat(1001) }))).toEqual({
      reason: 'must be at most 1000 characters',
    });
    expect(await t.count('report', 'content_id = ?', [post.id])).toBe(0);
  });
});

describe('reports(...)', () => {
  it('shows platform admins every report, group admins their groups\', members their own, and nobody anonymous', async () => {
    const { admin: groupAdmin, post: groupPost } = await closedGroupWithPost();
    const coAdmin = member();
    const profilePost = await addPost(t, member());
    const [reporter, bystander] = [member(), member()];
    const onProfile = await fileReport(t, reporter, 'POST', profilePost.id);
    const inGroup = await fileReport(t, groupAdmin, 'POST', groupPost.id);
    const admin = platformAdmin();
    expect(await reportIds(t, admin)).toEqual(expect.arrayContaining([inGroup.id, onProfile.id]));
    expect(await reportIds(t, groupAdmin)).toEqual([inGroup.id]);
    expect(await reportIds(t, reporter)).toEqual([onProfile.id]);
    expect(await reportIds(t, bystander)).toEqual([]);
    expect(await reportIds(t, coAdmin)).toEqual([]);
    expect(errorCodes(await t.run(anonymousViewer, REPORTS, {}))).toEqual(['UNAUTHENTICATED']);
  });

  it('filters by status and content type, pages newest first with the total, and keeps the decision from the reporter', async () => {
    const reporter = member();
    const [a, b, c] = [await addPost(t, member()), await addPost(t, member()), await addPost(t, member())];
    const comment = await addComment(t, member(), a.id);
    const filed = [
      await fileReport(t, reporter, 'POST', a.id),
      await fileReport(t, reporter, 'POST', b.id),
      await fileReport(t, reporter, 'POST', c.id),
      await fileReport(t, reporter, 'COMMENT', comment.id),
    ];
    dataOf(await review(t, platformAdmin(), [filed[1]!.id], 'DISMISS', 'Not spam'));
    const first = dataOf(await t.run(reporter, REPORTS, { first: 3 })).reports;
    expect(first).toMatchObject({ totalCount: 4, hasNextPage: true });
    expect(first.results.map((r) => r.id)).toEqual([filed[3]!.id, filed[2]!.id, filed[1]!.id]);
    const next = dataOf(await t.run(reporter, REPORTS, { first: 3, cursor: first.cursor })).reports;
    expect(next.results.map((r) => r.id)).toEqual([filed[0]!.id]);
    expect(await reportIds(t, reporter, { contentType: 'COMMENT' })).toEqual([filed[3]!.id]);
    expect(await reportIds(t, reporter, { status: 'PENDING', contentType: 'POST' })).toEqual([filed[2]!.id, filed[0]!.id]);
    const dismissed = dataOf(await t.run(reporter, REPORTS, { status: 'DISMISSED' })).reports;
    expect(dismissed).toMatchObject({ totalCount: 1, results: [{ id: filed[1]!.id, status: 'DISMISSED', actionTaken: null, moderatorNotes: null, reviewedById: null }] });
    expect(errorCodes(await t.run(reporter, REPORTS, { cursor: 'nope' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('group admins see the reports of content in every group they administer, members of it do not', async () => {
    const { group, admin, post } = await closedGroupWithPost();
    const promoted = member();
    await join(t, group.id, promoted, GroupRole.ADMIN);
    const filed = await fileReport(t, member([PlatformRole.ADMIN]), 'POST', post.id);
    expect(await reportIds(t, admin)).toEqual([filed.id]);
    expect(await reportIds(t, promoted)).toEqual([filed.id]);
  });

  it('toReview: the queue holds only what the viewer may review, and says whether they review at all', async () => {
    const { admin: groupAdmin, insider, post } = await closedGroupWithPost();
    const comment = await addComment(t, groupAdmin, post.id, { body: 'Call me for a deal' });
    const [reporter, bystander] = [member(), member()];
    const onProfile = await fileReport(t, reporter, 'POST', (await addPost(t, member())).id);
    const byAdmin = await fileReport(t, groupAdmin, 'POST', onProfile.contentId);
    const inGroup = await fileReport(t, insider, 'COMMENT', comment.id);
    const queue = async (viewer: Viewer) => dataOf(await t.run(viewer, REPORTS, { first: 50, toReview: true })).reports;

    // The group's admin: the group's comment (with what it is on), not the profile post they reported themselves.
    expect(await queue(groupAdmin)).toMatchObject({
      viewerIsReviewer: true,
      totalCount: 1,
      results: [{ id: inGroup.id, contentType: 'COMMENT', contentBody: 'Call me for a deal', commentOn: { contentType: 'POST', id: post.id } }],
    });
    expect(await reportIds(t, groupAdmin)).toEqual([inGroup.id, byAdmin.id]);
    // Members who review nothing: an empty queue, whether they filed reports or not.
    expect(await queue(reporter)).toEqual({ results: [], hasNextPage: false, cursor: null, totalCount: 0, viewerIsReviewer: false });
    expect(await queue(bystander)).toMatchObject({ results: [], totalCount: 0, viewerIsReviewer: false });
    expect(await queue(insider)).toMatchObject({ results: [], viewerIsReviewer: false });
    // Platform admins: everything, and the filters still apply.
    const all = await queue(platformAdmin());
    expect(all.viewerIsReviewer).toBe(true);
    expect(all.results.map((r) => r.id)).toEqual(expect.arrayContaining([onProfile.id, byAdmin.id, inGroup.id]));
    expect(dataOf(await t.run(platformAdmin(), REPORTS, { first: 50, toReview: true, contentType: 'COMMENT' })).reports.results.map((r) => r.commentOn?.id)).toContain(post.id);
    expect(errorCodes(await t.run(anonymousViewer, REPORTS, { toReview: true }))).toEqual(['UNAUTHENTICATED']);
  });
});
