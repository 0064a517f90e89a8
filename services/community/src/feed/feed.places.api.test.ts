import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, join, member, SAVE_GROUP } from '../groups/groups.testing.ts';
import { communityService as service } from '../service.ts';
import { addPost, EVENT_FEED, feedIds, GROUP_FEED, savePost } from './feed.testing.ts';

// A group's pinned post in its feed, and the event feed before events exist.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(service, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const platformAdmin = () => member([PlatformRole.ADMIN]);
const pin = async (owner: Viewer, groupId: string, postId: string | null) =>
  dataOf(await t.run(owner, SAVE_GROUP, { id: groupId, pinnedNewsFeedPostId: postId, mutationType: 'EDIT' }));
const groupPage = async (viewer: Viewer, groupId: string, first: number, cursor?: string | null) =>
  dataOf(await t.run(viewer, GROUP_FEED, { groupId, first, cursor })).groupFeedPosts;

/** Every page of a group's feed, `first` at a time. */
async function allPages(viewer: Viewer, groupId: string, first: number): Promise<string[][]> {
  const pages: string[][] = [];
  let cursor: string | null | undefined;
  do {
    const page = await groupPage(viewer, groupId, first, cursor);
    pages.push(page.results.map((p) => p.id));
    cursor = page.hasNextPage ? page.cursor : null;
  } while (cursor);
  return pages;
}

/** A group with its owner, a member, and six posts oldest first. */
async function groupWithPosts() {
  const owner = member();
  const group = await addGroup(t, owner);
  const insider = member();
  await join(t, group.id, insider);
  const posts: string[] = [];
  for (let i = 0; i < 6; i++) posts.push((await addPost(t, i % 2 ? insider : owner, { groupId: group.id })).id);
  return { owner, group, insider, posts, newestFirst: [...posts].reverse() };
}

describe('the pinned post', () => {
  it('leads the first page of the group\'s feed and is not listed again on later pages', async () => {
    const { owner, group, insider, posts, newestFirst } = await groupWithPosts();
    const pinned = posts[1]!;
    await pin(owner, group.id, pinned);
    const rest = newestFirst.filter((id) => id !== pinned);
    for (const viewer of [anonymousViewer, member(), insider, owner, platformAdmin()]) {
      expect(await allPages(viewer, group.id, 3)).toEqual([[pinned, ...rest.slice(0, 2)], rest.slice(2, 5)]);
    }
    // One post a page: the first page still holds one besides the pinned post, so its cursor has a place.
    expect(await allPages(insider, group.id, 1)).toEqual([[pinned, rest[0]!], ...rest.slice(1).map((id) => [id])]);
    expect((await allPages(insider, group.id, 50)).flat()).toEqual([pinned, ...rest]);
    // Other feeds keep their order.
    expect((await feedIds(t, insider)).filter((id) => posts.includes(id))).toEqual(newestFirst);
    await pin(owner, group.id, null);
    expect(await allPages(insider, group.id, 50)).toEqual([newestFirst]);
  });

  it('is not lifted when it is not the group\'s, or not visible to the viewer', async () => {
    const { owner, group, insider, posts, newestFirst } = await groupWithPosts();
    const elsewhere = await addPost(t, owner);
    await pin(owner, group.id, elsewhere.id);
    expect(await allPages(insider, group.id, 50)).toEqual([newestFirst]);
    await pin(owner, group.id, posts[0]!);
    dataOf(await savePost(t, platformAdmin(), { id: posts[0]!, status: 'REMOVED', mutationType: 'EDIT' }));
    expect(await allPages(insider, group.id, 50)).toEqual([newestFirst.slice(0, 5)]);
    expect(await allPages(insider, group.id, 1)).toEqual(newestFirst.slice(0, 5).map((id) => [id]));
    // Its author still sees it, pinned.
    expect(await allPages(owner, group.id, 50)).toEqual([[posts[0]!, ...newestFirst.slice(0, 5)]]);
    await pin(owner, group.id, randomUUID());
    expect(await allPages(insider, group.id, 50)).toEqual([newestFirst.slice(0, 5)]);
  });
});

describe('eventFeedPosts', () => {
  // Events are not built: no event exists, so every event's feed is NOT_FOUND for everyone, and
  // nothing can be posted to one. When events arrive, the content scope names them.
  it('is NOT_FOUND for every viewer, and no post can be added to an event', async () => {
    const eventId = randomUUID();
    for (const viewer of [anonymousViewer, member(), platformAdmin()]) {
      expect(errorCodes(await t.run(viewer, EVENT_FEED, { eventId }))).toEqual(['NOT_FOUND']);
      expect(errorCodes(await t.run(viewer, EVENT_FEED, { eventId: 'not-an-id' }))).toEqual(['NOT_FOUND']);
    }
    expect(errorCodes(await savePost(t, member(), { body: 'Hello', eventId, mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(await t.count('news_feed_post', 'event_id is not null')).toBe(0);
  });
});
