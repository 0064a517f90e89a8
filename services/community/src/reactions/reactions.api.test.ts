import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { addComment, REACT, REACTIONS } from '../comments/comments.testing.ts';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addPost, block } from '../feed/feed.testing.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService as service } from '../service.ts';

// reaction~ and reactions(...) on posts and comments, as every kind of viewer.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(service, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const reactionsOf = async (viewer: Parameters<typeof t.run>[0], target: { newsFeedPostId?: string; commentId?: string }) =>
  dataOf(await t.run(viewer, REACTIONS, target)).reactions;

describe('reacting', () => {
  it('adds one of each name per member, again is no error and tells of it once', async () => {
    const author = member();
    const post = await addPost(t, author);
    const reactor = member();
    const react = (name: 'LIKE' | 'FAVORITE', mutationType: 'ADD' | 'DELETE' = 'ADD') => t.run(reactor, REACT, { name, newsFeedPostId: post.id, mutationType });
    dataOf(await react('LIKE'));
    const again = dataOf(await react('LIKE')).reaction;
    expect(again).toEqual([{ name: 'LIKE', count: 1, userIds: [reactor.userId], users: [{ id: reactor.userId }], viewerHasReacted: true }]);
    dataOf(await react('FAVORITE'));
    expect((await reactionsOf(anonymousViewer, { newsFeedPostId: post.id })).map((r) => [r.name, r.count, r.viewerHasReacted])).toEqual([
      ['FAVORITE', 1, false],
      ['LIKE', 1, false],
    ]);
    const events = await t.outbox({ aggregateId: post.id, type: 'community.reaction.added' });
    expect(events.map((e) => e.payload)).toEqual([
      { name: 'LIKE', userId: reactor.userId, newsFeedPostId: post.id, commentId: null, prayerId: null, targetAuthorId: author.userId, groupId: null, eventId: null },
      { name: 'FAVORITE', userId: reactor.userId, newsFeedPostId: post.id, commentId: null, prayerId: null, targetAuthorId: author.userId, groupId: null, eventId: null },
    ]);
    expect(dataOf(await react('LIKE', 'DELETE')).reaction.map((r) => r.name)).toEqual(['FAVORITE']);
    dataOf(await react('LIKE', 'DELETE'));
  });

  it('counts exactly when 100 members react at once', async () => {
    const post = await addPost(t, member());
    const results = await Promise.all(Array.from({ length: 100 }, () => t.run(member(), REACT, { name: 'PRAYING', newsFeedPostId: post.id, mutationType: 'ADD' })));
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect((await reactionsOf(member(), { newsFeedPostId: post.id }))[0]?.count).toBe(100);
    expect(await t.count('outbox_event', "aggregate_id = ? and type = 'community.reaction.added'", [post.id])).toBe(100);
  });

  it('is one reaction when one member adds it many times at once', async () => {
    const post = await addPost(t, member());
    const reactor = member();
    const results = await Promise.all(Array.from({ length: 20 }, () => t.run(reactor, REACT, { name: 'LIKE', newsFeedPostId: post.id, mutationType: 'ADD' })));
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(await t.count('reaction', 'news_feed_post_id = ?', [post.id])).toBe(1);
    expect(await t.count('outbox_event', "aggregate_id = ? and type = 'community.reaction.added'", [post.id])).toBe(1);
  });

  it('works on comments, whose author is told', async () => {
    const post = await addPost(t, member());
    const commenter = member();
    const comment = await addComment(t, commenter, post.id);
    const reactor = member();
    expect(dataOf(await t.run(reactor, REACT, { name: 'HELPFUL', commentId: comment.id, mutationType: 'ADD' })).reaction[0]).toMatchObject({ count: 1, viewerHasReacted: true });
    expect((await t.outbox({ aggregateId: comment.id, type: 'community.reaction.added' }))[0]?.payload).toMatchObject({ commentId: comment.id, targetAuthorId: commenter.userId });
  });

  it('needs exactly one target the viewer may see, a name and a signed-in viewer', async () => {
    const group = await addGroup(t, member(), { privacy: 'CLOSED' });
    const insider = member();
    await join(t, group.id, insider);
    const post = await addPost(t, insider, { groupId: group.id });
    const comment = await addComment(t, insider, post.id);
    expect(errorCodes(await t.run(member(), REACT, { name: 'LIKE', mutationType: 'ADD' }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(member(), REACT, { name: 'LIKE', newsFeedPostId: post.id, commentId: comment.id, mutationType: 'ADD' }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(member(), REACT, { name: 'LIKE', newsFeedPostId: post.id, mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(member(), REACT, { name: 'LIKE', commentId: comment.id, mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(member(), REACTIONS, { newsFeedPostId: post.id }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(member(), REACT, { name: 'PRAYING', prayerId: randomUUID(), mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(anonymousViewer, REACT, { name: 'LIKE', newsFeedPostId: post.id, mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(member(), REACT, { name: 'LIKE', newsFeedPostId: 'nope', mutationType: 'ADD' }))).toEqual({ newsFeedPostId: 'is not a valid id' });
    expect(fieldErrors(await t.run(member(), REACT, { name: 'LIKE', newsFeedPostId: post.id, mutationType: 'EDIT' }))).toEqual({ mutationType: 'must be ADD or DELETE' });
    for (const viewer of [insider, member([PlatformRole.ADMIN])]) {
      expect(dataOf(await t.run(viewer, REACT, { name: 'LIKE', newsFeedPostId: post.id, mutationType: 'ADD' })).reaction[0]?.viewerHasReacted).toBe(true);
    }
  });

  it('leaves out people blocked either way', async () => {
    const post = await addPost(t, member());
    const [blocker, blocked, other] = [member(), member(), member()];
    for (const viewer of [blocker, blocked, other]) await t.run(viewer, REACT, { name: 'LIKE', newsFeedPostId: post.id, mutationType: 'ADD' });
    await block(t, blocker, blocked);
    expect((await reactionsOf(blocker, { newsFeedPostId: post.id }))[0]?.userIds.sort()).toEqual([blocker.userId, other.userId].sort());
    expect((await reactionsOf(blocked, { newsFeedPostId: post.id }))[0]?.userIds.sort()).toEqual([blocked.userId, other.userId].sort());
    expect((await reactionsOf(other, { newsFeedPostId: post.id }))[0]?.count).toBe(3);
  });
});
