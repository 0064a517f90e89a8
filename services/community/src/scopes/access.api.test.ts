import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, startTestService, type TestResult, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { addComment, COMMENTS, REACT, REACTIONS, saveComment } from '../comments/comments.testing.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addPost, EVENT_FEED, FEED, GROUP_FEED, knownMember, POST, PROFILE_FEED, savePost } from '../feed/feed.testing.ts';
import { addGroup, join, member, SAVE_GROUP } from '../groups/groups.testing.ts';
import { change, INVITE_BY_EMAIL, MEMBERSHIP } from '../memberships/memberships.testing.ts';
import { addPrayer, IS_COMMENTABLE, PRAYER, PRAYERS, SAVE_PRAYER } from '../prayers/prayers.testing.ts';
import { fileReport, REPORT_CONTENT, reportIds, review } from '../reports/reports.testing.ts';
import { communityService } from '../service.ts';

// Every operation of issue 13 on a CLOSED group's content, as an anonymous visitor, a signed-in
// non-member, a member and the group's admin (links, resources and FAQs: content.access.api.test.ts;
// platform admins: each feature's tests). An outcome is `ok` (answered, and the content is there),
// `hidden` (answered without it) or the error's code.
let t: TestService<CommunityConfig>;
const admin = member();
const [author, insider, reporter, outsider] = [member(), member(), member(), member()];
const viewers: readonly Viewer[] = [anonymousViewer, outsider, insider, admin];
let group: { id: string; slug: string; name: string };
let post: { id: string };
let comment: { id: string };
let prayer: { id: string };
let authorProfileId = '';

beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
  group = await addGroup(t, admin, { privacy: 'CLOSED' });
  for (const viewer of [author, insider, reporter]) await join(t, group.id, viewer);
  authorProfileId = await knownMember(t, author);
  post = await addPost(t, author, { groupId: group.id });
  comment = await addComment(t, author, post.id);
  prayer = await addPrayer(t, author, { groupId: group.id });
  dataOf(await t.run(author, REACT, { name: 'LIKE', newsFeedPostId: post.id, mutationType: 'ADD' }));
}, 60_000);
afterAll(async () => t?.stop());

const BY_SLUG = graphql(`query AccessGroup($slug: String!) { group(slug: $slug) { id } }`);
const SEARCH = graphql(`query AccessGroups($search: String) { groups(search: $search) { results { id } } }`);
const MINE = graphql(`query AccessMyGroups { myGroups { results { id } } }`);

/** The outcome of a result: its first error's code, else whether it shows what `shows` looks for. */
function outcome<D>(result: TestResult<D>, shows: (data: D) => boolean = () => true): string {
  if (result.errors?.length) return String(result.errors[0]?.extensions?.['code']);
  return shows(result.data as D) ? 'ok' : 'hidden';
}
const has = (items: readonly { id: string }[] | null | undefined, id: string) => (items ?? []).some((item) => item.id === id);

type Row = readonly [name: string, run: (viewer: Viewer) => Promise<string>, expected: readonly [string, string, string, string]];

/** Queries, and mutations that leave the fixture as it was for the next viewer. */
const rows: readonly Row[] = [
  ['group(slug)', async (v) => outcome(await t.run(v, BY_SLUG, { slug: group.slug }), (d) => d.group?.id === group.id), ['ok', 'ok', 'ok', 'ok']],
  ['groups(search)', async (v) => outcome(await t.run(v, SEARCH, { search: group.name }), (d) => has(d.groups.results, group.id)), ['ok', 'ok', 'ok', 'ok']],
  ['myGroups', async (v) => outcome(await t.run(v, MINE), (d) => has(d.myGroups.results, group.id)), ['UNAUTHENTICATED', 'hidden', 'ok', 'ok']],
  ['groupMembership', async (v) => outcome(await t.run(v, MEMBERSHIP, { groupId: group.id }), (d) => has(d.groupMembership?.members, author.userId)), ['hidden', 'hidden', 'ok', 'ok']],
  ['groupFeedPosts', async (v) => outcome(await t.run(v, GROUP_FEED, { groupId: group.id }), (d) => has(d.groupFeedPosts.results, post.id)), ['FORBIDDEN', 'FORBIDDEN', 'ok', 'ok']],
  ['newsFeedPost', async (v) => outcome(await t.run(v, POST, { id: post.id }), (d) => d.newsFeedPost?.id === post.id), ['hidden', 'hidden', 'ok', 'ok']],
  // A closed group's posts are in no one's PUBLIC feed.
  ['newsFeedPosts', async (v) => outcome(await t.run(v, FEED, { first: 50 }), (d) => has(d.newsFeedPosts.results, post.id)), ['hidden', 'hidden', 'hidden', 'hidden']],
  ['profileNewsFeedPosts', async (v) => outcome(await t.run(v, PROFILE_FEED, { authorProfileId }), (d) => has(d.profileNewsFeedPosts.results, post.id)), ['hidden', 'hidden', 'ok', 'ok']],
  ['eventFeedPosts', async (v) => outcome(await t.run(v, EVENT_FEED, { eventId: randomUUID() })), ['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']],
  ['comments', async (v) => outcome(await t.run(v, COMMENTS, { newsFeedPostId: post.id }), (d) => has(d.comments.results, comment.id)), ['NOT_FOUND', 'NOT_FOUND', 'ok', 'ok']],
  ['reactions', async (v) => outcome(await t.run(v, REACTIONS, { newsFeedPostId: post.id }), (d) => d.reactions.length > 0), ['NOT_FOUND', 'NOT_FOUND', 'ok', 'ok']],
  ['prayers(groupId)', async (v) => outcome(await t.run(v, PRAYERS, { groupId: group.id }), (d) => has(d.prayers.results, prayer.id)), ['FORBIDDEN', 'FORBIDDEN', 'ok', 'ok']],
  ['prayer', async (v) => outcome(await t.run(v, PRAYER, { id: prayer.id }), (d) => d.prayer?.id === prayer.id), ['hidden', 'hidden', 'ok', 'ok']],
  ['group~ EDIT', async (v) => outcome(await t.run(v, SAVE_GROUP, { id: group.id, about: 'Mid-week cohort', mutationType: 'EDIT' })), ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok']],
  [
    'groupMembership~ INVITE',
    async (v) => outcome(await change(t, v, group.id, { mutationType: 'EDIT', membershipAction: 'INVITE', inviteeIds: [member().userId] })),
    ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok'],
  ],
  [
    'groupInviteNonKoinoniaMembers',
    async (v) => outcome(await t.run(v, INVITE_BY_EMAIL, { groupId: group.id, userEmails: [`${randomUUID()}@example.org`] })),
    ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok'],
  ],
  ['newsFeedPost~ ADD', async (v) => outcome(await savePost(t, v, { body: 'Hello', groupId: group.id, mutationType: 'ADD' })), ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'ok']],
  ['comment~ ADD', async (v) => outcome(await saveComment(t, v, { body: 'Amen', newsFeedPostId: post.id, mutationType: 'ADD' })), ['UNAUTHENTICATED', 'NOT_FOUND', 'ok', 'ok']],
  ['reaction~ ADD', async (v) => outcome(await t.run(v, REACT, { name: 'HELPFUL', newsFeedPostId: post.id, mutationType: 'ADD' })), ['UNAUTHENTICATED', 'NOT_FOUND', 'ok', 'ok']],
  ['prayer~ ADD', async (v) => outcome(await t.run(v, SAVE_PRAYER, { body: 'Pray for us', groupId: group.id, mutationType: 'ADD' })), ['UNAUTHENTICATED', 'FORBIDDEN', 'ok', 'ok']],
  ['prayerIsCommentable', async (v) => outcome(await t.run(v, IS_COMMENTABLE, { id: prayer.id, isCommentable: true })), ['UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN', 'ok']],
  ['reportContent', async (v) => outcome(await t.run(v, REPORT_CONTENT, { contentType: 'COMMENT', contentId: comment.id, reason: 'Spam' })), ['UNAUTHENTICATED', 'NOT_FOUND', 'ok', 'ok']],
];

/** Mutations that change the fixture: each viewer gets its own, and only the group's admin (last) succeeds. */
const destructive: readonly Row[] = [
  [
    'reviewMultipleReports',
    async (v) => outcome(await review(t, v, [(await fileReport(t, reporter, 'POST', (await addPost(t, author, { groupId: group.id })).id)).id], 'DISMISS')),
    ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok'],
  ],
  ['newsFeedPost~ DELETE', async (v) => outcome(await savePost(t, v, { id: (await addPost(t, author, { groupId: group.id })).id, mutationType: 'DELETE' })), ['UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN', 'ok']],
  ['comment~ DELETE', async (v) => outcome(await saveComment(t, v, { id: (await addComment(t, author, post.id)).id, mutationType: 'DELETE' })), ['UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN', 'ok']],
  ['prayer~ DELETE', async (v) => outcome(await t.run(v, SAVE_PRAYER, { id: (await addPrayer(t, author, { groupId: group.id })).id, mutationType: 'DELETE' })), ['UNAUTHENTICATED', 'NOT_FOUND', 'FORBIDDEN', 'ok']],
  [
    'groupMembership~ DELETE memberIds',
    async (v) => {
      const leaving = member();
      await join(t, group.id, leaving);
      return outcome(await change(t, v, group.id, { mutationType: 'DELETE', memberIds: [leaving.userId] }));
    },
    ['UNAUTHENTICATED', 'FORBIDDEN', 'FORBIDDEN', 'ok'],
  ],
];

describe('a CLOSED group\'s content as anonymous, non-member, member and group admin', () => {
  it.each([...rows, ...destructive])('%s', async (_name, run, expected) => {
    const outcomes: string[] = [];
    for (const viewer of viewers) outcomes.push(await run(viewer));
    expect(outcomes).toEqual(expected);
  });

  it('reports(...): the group admin sees the reports of its content; members and outsiders do not', async () => {
    const filed = await fileReport(t, reporter, 'PRAYER', prayer.id);
    expect(await reportIds(t, admin)).toContain(filed.id);
    for (const viewer of [outsider, insider]) expect(await reportIds(t, viewer)).not.toContain(filed.id);
    expect(await reportIds(t, reporter)).toContain(filed.id);
  });
});
