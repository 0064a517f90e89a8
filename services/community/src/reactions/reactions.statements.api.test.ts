import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { addComment, REACT } from '../comments/comments.testing.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addPost, block, knownMember } from '../feed/feed.testing.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { addPrayer } from '../prayers/prayers.testing.ts';
import { communityService } from '../service.ts';

// A page of posts, comments or prayers shows each item's reaction counts and the viewer's own
// reactions for a fixed number of SQL statements, whatever the page's size: they load through one
// per-request DataLoader per kind of target.
let t: TestService<CommunityConfig>;
const PAGE = 20;
const viewer = member();
const [fan, critic, blocked] = [member(), member(), member()];
const posts: string[] = [];
const prayers: string[] = [];
let commented = '';

type Target = { newsFeedPostId: string } | { commentId: string } | { prayerId: string };
const react = async (who: Viewer, name: 'LIKE' | 'HELPFUL' | 'PRAYING', target: Target) =>
  dataOf(await t.run(who, REACT, { name, ...target, mutationType: 'ADD' }));

/** Everyone reacts to every target; the viewer to every other one; `blocked` (whom the viewer blocks) LIKEs too. */
async function reactTo(target: Target, i: number): Promise<void> {
  await react(fan, 'LIKE', target);
  await react(blocked, 'LIKE', target);
  await react(critic, 'HELPFUL', target);
  if (i % 2 === 0) await react(viewer, 'LIKE', target);
}

beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig);
  const group = await addGroup(t, member());
  for (let i = 0; i < PAGE; i++) {
    const author = member();
    await knownMember(t, author);
    if (i % 2) await join(t, group.id, author);
    posts.push((await addPost(t, author, i % 2 ? { groupId: group.id } : {})).id);
    prayers.push((await addPrayer(t, author, { audience: 'PUBLIC' })).id);
  }
  commented = posts[0]!;
  for (let i = 0; i < PAGE; i++) await addComment(t, member(), commented);
  await block(t, viewer, blocked);
}, 120_000);
afterAll(async () => t?.stop());

graphql(`
  fragment Reacted on NewsFeedPost { reactionCounts { name count } viewerReactions }
`);

const FEED_PAGE = graphql(`
  query ReactedFeedPage($first: Int) {
    newsFeedPosts(first: $first) {
      results { id commentsCount profileId user { id } group { id name } ...Reacted }
    }
  }
`);

const COMMENT_PAGE = graphql(`
  query ReactedCommentPage($newsFeedPostId: ID, $first: Int) {
    comments(newsFeedPostId: $newsFeedPostId, first: $first) {
      results { id user { id } reactions { name userIds } reactionCounts { name count } viewerReactions }
    }
  }
`);

const PRAYER_PAGE = graphql(`
  query ReactedPrayerPage($first: Int) {
    prayers(first: $first) { results { id prayedCount viewerHasPrayed reactionCounts { name count } viewerReactions } }
  }
`);

/** What a page shows of each item's reactions, by item id. */
type Shown = { id: string; reactionCounts: { name: string; count: number }[]; viewerReactions: string[] };
const byId = (results: readonly Shown[]) => new Map(results.map((r) => [r.id, { counts: r.reactionCounts, mine: r.viewerReactions }]));

/** The statements of one request for a page of `first`, and what the page showed. */
async function measure(who: Viewer, first: number, run: (first: number) => Promise<readonly Shown[]>) {
  let shown: readonly Shown[] = [];
  const statements = await t.statementsDuring(async () => {
    shown = await run(first);
  });
  expect(shown).toHaveLength(first);
  return { statements: statements.length, shown: byId(shown) };
}

const feedPage = (who: Viewer) => async (first: number) => dataOf(await t.run(who, FEED_PAGE, { first })).newsFeedPosts.results;
const commentPage = (who: Viewer) => async (first: number) =>
  dataOf(await t.run(who, COMMENT_PAGE, { newsFeedPostId: commented, first })).comments.results;
const prayerPage = (who: Viewer) => async (first: number) => dataOf(await t.run(who, PRAYER_PAGE, { first })).prayers.results;

describe('reaction counts on a page', () => {
  it('are none before anyone reacts', async () => {
    const page = await measure(viewer, PAGE, feedPage(viewer));
    for (const id of posts) expect(page.shown.get(id)).toEqual({ counts: [], mine: [] });
  });

  it('cost the same statements for 20 posts, comments or prayers as for 5, with exact counts', async () => {
    const comments = (await commentPage(viewer)(PAGE)).map((c) => c.id);
    for (const [i, id] of posts.entries()) await reactTo({ newsFeedPostId: id }, i);
    for (const [i, id] of comments.entries()) await reactTo({ commentId: id }, i);
    for (const [i, id] of prayers.entries()) await reactTo({ prayerId: id }, i);
    for (const run of [feedPage, commentPage, prayerPage]) {
      const few = await measure(viewer, 5, run(viewer));
      const many = await measure(viewer, PAGE, run(viewer));
      expect(many.statements).toBe(few.statements);
      // The viewer does not count the member they blocked; LIKE is theirs on every other item.
      const mine = [...many.shown.values()].filter((item) => item.mine.length > 0);
      expect(mine).toHaveLength(PAGE / 2);
      for (const item of many.shown.values()) {
        expect(item.counts).toEqual([{ name: 'HELPFUL', count: 1 }, { name: 'LIKE', count: item.mine.length ? 2 : 1 }]);
        expect(item.mine).toEqual(item.mine.length ? ['LIKE'] : []);
      }
      // Anonymous visitors count everyone and reacted with nothing.
      const seen = await measure(anonymousViewer, PAGE, run(anonymousViewer));
      for (const item of seen.shown.values()) expect(item.mine).toEqual([]);
      expect(new Set([...seen.shown.values()].map((item) => item.counts.find((c) => c.name === 'LIKE')?.count))).toEqual(new Set([2, 3]));
    }
  });
});
