import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService as service } from '../service.ts';
import { addPost, block, connect, FEED, feedIds, GROUP_FEED, knownMember, POST, PROFILE_FEED, savePost } from './feed.testing.ts';

// What each feed lists, for whom: the scopes of newsFeedPosts, a group's feed, a profile's, blocks.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(service, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const admin = () => member([PlatformRole.ADMIN]);

describe('newsFeedPosts', () => {
  it('PUBLIC (the default) lists profile posts and posts of public groups to anyone, newest first', async () => {
    const owner = member();
    const publicGroup = await addGroup(t, owner);
    const closedGroup = await addGroup(t, owner, { privacy: 'CLOSED' });
    const profilePost = await addPost(t, member());
    const publicPost = await addPost(t, owner, { groupId: publicGroup.id });
    const closedPost = await addPost(t, owner, { groupId: closedGroup.id });
    for (const viewer of [anonymousViewer, member(), owner, admin()]) {
      const ids = await feedIds(t, viewer);
      expect(ids.slice(0, 2)).toEqual([publicPost.id, profilePost.id]);
      expect(ids).not.toContain(closedPost.id);
    }
    expect((await feedIds(t, anonymousViewer, 'PUBLIC')).slice(0, 2)).toEqual([publicPost.id, profilePost.id]);
  });

  it('never lists a post that is not APPROVED, except to its author and platform admins', async () => {
    const author = member();
    const post = await addPost(t, author);
    await savePost(t, admin(), { id: post.id, status: 'PENDING', mutationType: 'EDIT' });
    expect(await feedIds(t, member())).not.toContain(post.id);
    expect(await feedIds(t, anonymousViewer)).not.toContain(post.id);
    expect(await feedIds(t, author)).toContain(post.id);
    expect(await feedIds(t, admin())).toContain(post.id);
  });

  it('MY_POSTS lists the viewer\'s own posts anywhere they may read, and needs a signed-in viewer', async () => {
    const me = member();
    const group = await addGroup(t, me, { privacy: 'CLOSED' });
    const inGroup = await addPost(t, me, { groupId: group.id });
    const onProfile = await addPost(t, me);
    await addPost(t, member());
    expect(await feedIds(t, me, 'MY_POSTS')).toEqual([onProfile.id, inGroup.id]);
    for (const scope of ['MY_POSTS', 'MY_CONNECTIONS', 'CITY', 'STATE', 'COUNTRY', 'ZIPCODE'] as const) {
      expect(errorCodes(await t.run(anonymousViewer, FEED, { filterByType: scope }))).toEqual(['UNAUTHENTICATED']);
    }
  });

  it('MY_CONNECTIONS lists posts of accepted connections only, and not those of a closed group the viewer is not in', async () => {
    const [me, friend, stranger] = [member(), member(), member()];
    await connect(t, friend, me);
    const group = await addGroup(t, friend, { privacy: 'CLOSED' });
    const closed = await addPost(t, friend, { groupId: group.id });
    const friendPost = await addPost(t, friend);
    await addPost(t, stranger);
    expect(await feedIds(t, me, 'MY_CONNECTIONS')).toEqual([friendPost.id]);
    await join(t, group.id, me);
    expect(await feedIds(t, me, 'MY_CONNECTIONS')).toEqual([friendPost.id, closed.id]);
    expect(await feedIds(t, stranger, 'MY_CONNECTIONS')).toEqual([]);
  });

  it('CITY, STATE, COUNTRY and ZIPCODE list posts by members whose place matches the viewer\'s', async () => {
    const tag = randomUUID().slice(0, 8);
    const here = { country: `Greece ${tag}`, state: 'Macedonia', city: 'Philippi', zipcode: '63000' };
    const me = member();
    await knownMember(t, me, { place: here });
    const [neighbour, sameState, sameCountry, sameZip, elsewhere] = [member(), member(), member(), member(), member()];
    await knownMember(t, neighbour, { place: { ...here, zipcode: null, city: 'PHILIPPI', country: here.country.toLowerCase() } });
    await knownMember(t, sameState, { place: { ...here, city: 'Thessalonica', zipcode: null } });
    await knownMember(t, sameCountry, { place: { country: here.country, state: 'Achaia', city: 'Corinth', zipcode: null } });
    await knownMember(t, sameZip, { place: { zipcode: '63000' } });
    await knownMember(t, elsewhere, { place: { country: 'Italy', state: 'Lazio', city: 'Philippi', zipcode: '00100' } });
    const [n, s, c, z, e] = [await addPost(t, neighbour), await addPost(t, sameState), await addPost(t, sameCountry), await addPost(t, sameZip), await addPost(t, elsewhere)];
    const mine = await addPost(t, me);
    expect(await feedIds(t, me, 'CITY')).toEqual([mine.id, n.id]);
    expect(await feedIds(t, me, 'STATE')).toEqual([mine.id, s.id, n.id]);
    expect(await feedIds(t, me, 'COUNTRY')).toEqual([mine.id, c.id, s.id, n.id]);
    const zip = await feedIds(t, me, 'ZIPCODE');
    expect(zip.slice(0, 2)).toEqual([mine.id, z.id]);
    expect(zip).not.toContain(e.id);
    // A member community knows no place of sees nothing there.
    expect(await feedIds(t, member(), 'CITY')).toEqual([]);
  });

  it('FEATURED lists what platform admins featured; ADMIN what platform admins posted', async () => {
    const post = await addPost(t, member());
    await savePost(t, admin(), { id: post.id, isFeatured: true, mutationType: 'EDIT' });
    expect((await feedIds(t, anonymousViewer, 'FEATURED'))[0]).toBe(post.id);
    const byAdmin = await addPost(t, admin());
    const adminFeed = await feedIds(t, member(), 'ADMIN');
    expect(adminFeed[0]).toBe(byAdmin.id);
    expect(adminFeed).not.toContain(post.id);
  });

  it('pages with a cursor and refuses a cursor that is not one of ours', async () => {
    const author = member();
    const posts = [];
    for (let i = 0; i < 5; i += 1) posts.push(await addPost(t, author));
    const newest = posts.map((p) => p.id).reverse();
    const first = dataOf(await t.run(author, FEED, { filterByType: 'MY_POSTS', first: 2 })).newsFeedPosts;
    expect(first.results.map((p) => p.id)).toEqual(newest.slice(0, 2));
    expect(first.hasNextPage).toBe(true);
    const second = dataOf(await t.run(author, FEED, { filterByType: 'MY_POSTS', first: 2, cursor: first.cursor })).newsFeedPosts;
    const third = dataOf(await t.run(author, FEED, { filterByType: 'MY_POSTS', first: 2, cursor: second.cursor })).newsFeedPosts;
    expect([...second.results, ...third.results].map((p) => p.id)).toEqual(newest.slice(2));
    expect(third).toMatchObject({ hasNextPage: false, cursor: null });
    expect(fieldErrors(await t.run(author, FEED, { cursor: 'nonsense' }))).toEqual({ cursor: 'is not a valid cursor' });
  });
});

describe('blocks', () => {
  it('hide posts both ways, everywhere', async () => {
    const [blocker, blocked, other] = [member(), member(), member()];
    const blockedProfile = await knownMember(t, blocked);
    const group = await addGroup(t, other);
    await join(t, group.id, blocker);
    await join(t, group.id, blocked);
    const [byBlocked, byBlocker] = [await addPost(t, blocked, { groupId: group.id }), await addPost(t, blocker)];
    await connect(t, blocker, blocked);
    expect(await feedIds(t, blocker, 'MY_CONNECTIONS')).toEqual([byBlocked.id]);
    await block(t, blocker, blocked);
    expect(await feedIds(t, blocker)).not.toContain(byBlocked.id);
    expect(await feedIds(t, blocked)).not.toContain(byBlocker.id);
    expect(await feedIds(t, blocker, 'MY_CONNECTIONS')).toEqual([]);
    expect(dataOf(await t.run(blocker, POST, { id: byBlocked.id })).newsFeedPost).toBeNull();
    expect(dataOf(await t.run(blocked, POST, { id: byBlocker.id })).newsFeedPost).toBeNull();
    expect(dataOf(await t.run(blocker, GROUP_FEED, { groupId: group.id })).groupFeedPosts.results).toEqual([]);
    expect(dataOf(await t.run(blocker, PROFILE_FEED, { authorProfileId: blockedProfile })).profileNewsFeedPosts.results).toEqual([]);
    // Others still see both.
    expect(await feedIds(t, other)).toEqual(expect.arrayContaining([byBlocked.id, byBlocker.id]));
  });
});

describe('groupFeedPosts', () => {
  it('follows the group\'s privacy and feed visibility', async () => {
    const owner = member();
    const plain = member();
    const open = await addGroup(t, owner);
    const closed = await addGroup(t, owner, { privacy: 'CLOSED' });
    const invite = await addGroup(t, owner, { privacy: 'INVITE_ONLY' });
    const hiddenFeed = await addGroup(t, owner, { permissions: { feed: { isVisible: false } } });
    for (const group of [open, closed, invite, hiddenFeed]) await join(t, group.id, plain);
    const posts = new Map<string, string>();
    for (const group of [open, closed, invite, hiddenFeed]) posts.set(group.id, (await addPost(t, owner, { groupId: group.id })).id);
    const feed = (viewer: Parameters<typeof t.run>[0], groupId: string) => t.run(viewer, GROUP_FEED, { groupId });
    const ids = async (viewer: Parameters<typeof t.run>[0], groupId: string) => dataOf(await feed(viewer, groupId)).groupFeedPosts.results.map((p) => p.id);

    for (const viewer of [anonymousViewer, member(), plain, owner, admin()]) expect(await ids(viewer, open.id)).toEqual([posts.get(open.id)]);
    for (const viewer of [plain, owner, admin()]) {
      expect(await ids(viewer, closed.id)).toEqual([posts.get(closed.id)]);
      expect(await ids(viewer, invite.id)).toEqual([posts.get(invite.id)]);
    }
    expect(errorCodes(await feed(anonymousViewer, closed.id))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await feed(member(), closed.id))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await feed(member(), invite.id))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await feed(member(), randomUUID()))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await feed(plain, hiddenFeed.id))).toEqual(['FORBIDDEN']);
    expect(await ids(owner, hiddenFeed.id)).toEqual([posts.get(hiddenFeed.id)]);
    // A single post follows the same rule.
    expect(dataOf(await t.run(member(), POST, { id: posts.get(closed.id)! })).newsFeedPost).toBeNull();
    expect(dataOf(await t.run(plain, POST, { id: posts.get(closed.id)! })).newsFeedPost?.id).toBe(posts.get(closed.id));
  });
});

describe('profileNewsFeedPosts', () => {
  it('lists a member\'s posts the viewer may see, by profile id', async () => {
    const author = member();
    const profileId = await knownMember(t, author);
    const group = await addGroup(t, member(), { privacy: 'CLOSED' });
    await join(t, group.id, author);
    const inClosed = await addPost(t, author, { groupId: group.id });
    const onProfile = await addPost(t, author);
    const list = async (viewer: Parameters<typeof t.run>[0]) =>
      dataOf(await t.run(viewer, PROFILE_FEED, { authorProfileId: profileId })).profileNewsFeedPosts.results;
    expect(await list(anonymousViewer)).toEqual([{ id: onProfile.id, profileId }]);
    expect((await list(author)).map((p) => p.id)).toEqual([onProfile.id, inClosed.id]);
    expect(dataOf(await t.run(member(), PROFILE_FEED, { authorProfileId: randomUUID() })).profileNewsFeedPosts.results).toEqual([]);
  });
});
