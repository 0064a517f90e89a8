import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { addPost, block, knownMember, POST, savePost } from '../feed/feed.testing.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService as service } from '../service.ts';
import { addComment, COMMENTS, saveComment } from './comments.testing.ts';

// comment~ and comments(...) on posts through the interaction-target port, as every kind of viewer.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(service, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const admin = () => member([PlatformRole.ADMIN]);
const commentsOn = async (viewer: Parameters<typeof t.run>[0], newsFeedPostId: string) => dataOf(await t.run(viewer, COMMENTS, { newsFeedPostId })).comments;
const countOf = async (id: string) => dataOf(await t.run(admin(), POST, { id })).newsFeedPost?.commentsCount;

describe('commenting', () => {
  it('on a post the viewer may see: counted, recorded, listed oldest first with the total', async () => {
    const author = member();
    const post = await addPost(t, author);
    const commenter = member();
    const first = await addComment(t, commenter, post.id, { body: 'Amen https://example.org' });
    expect(first).toMatchObject({
      newsFeedPostId: post.id, prayerId: null, isEdited: false, status: 'APPROVED', user: { id: commenter.userId },
      body: 'Amen <a href="https://example.org" rel="noopener noreferrer nofollow">https://example.org</a>',
    });
    const second = await addComment(t, author, post.id);
    expect(await countOf(post.id)).toBe(2);
    expect((await t.outbox({ aggregateId: post.id, type: 'community.comment.added' }))[0]?.payload).toEqual({
      commentId: first.id, authorId: commenter.userId, newsFeedPostId: post.id, prayerId: null, targetAuthorId: author.userId, groupId: null, eventId: null,
    });
    const page = await commentsOn(anonymousViewer, post.id);
    expect(page).toMatchObject({ totalCount: 2, hasNextPage: false });
    expect(page.results.map((c) => c.id)).toEqual([first.id, second.id]);
    const paged = dataOf(await t.run(member(), COMMENTS, { newsFeedPostId: post.id, first: 1 })).comments;
    expect(paged).toMatchObject({ totalCount: 2, hasNextPage: true });
    expect(dataOf(await t.run(member(), COMMENTS, { newsFeedPostId: post.id, cursor: paged.cursor })).comments.results.map((c) => c.id)).toEqual([second.id]);
  });

  it('counts exactly when 50 members comment on one post at once', async () => {
    const post = await addPost(t, member());
    const results = await Promise.all(Array.from({ length: 50 }, () => saveComment(t, member(), { body: 'Praying', newsFeedPostId: post.id, mutationType: 'ADD' })));
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(await countOf(post.id)).toBe(50);
    expect(await t.count('comment', 'news_feed_post_id = ?', [post.id])).toBe(50);
  });

  it('is refused where the viewer may not see the post, to anonymous visitors, and for a prayer (no prayers target yet)', async () => {
    const group = await addGroup(t, member(), { privacy: 'CLOSED' });
    const insider = member();
    await join(t, group.id, insider);
    const post = await addPost(t, insider, { groupId: group.id });
    expect(errorCodes(await saveComment(t, member(), { body: 'x', newsFeedPostId: post.id, mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(member(), COMMENTS, { newsFeedPostId: post.id }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await saveComment(t, anonymousViewer, { body: 'x', newsFeedPostId: post.id, mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    expect((await addComment(t, insider, post.id)).newsFeedPostId).toBe(post.id);
    expect(errorCodes(await saveComment(t, member(), { body: 'x', prayerId: randomUUID(), mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await saveComment(t, member(), { body: 'x', prayerId: randomUUID(), newsFeedPostId: post.id, mutationType: 'ADD' }))).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(await saveComment(t, member(), { body: ' ', newsFeedPostId: post.id, mutationType: 'ADD' }))).toEqual({ body: 'required' });
    expect(fieldErrors(await saveComment(t, member(), { body: 'x'.repeat(2001), newsFeedPostId: post.id, mutationType: 'ADD' }))).toEqual({ body: 'must be at most 2000 characters' });
  });

  it('adds the commenter\'s reaction with `reaction`, and tells mentioned members', async () => {
    const post = await addPost(t, member());
    const [commenter, friend] = [member(), member()];
    await knownMember(t, friend, { firstName: 'Tabitha', lastName: 'Joppa', slug: 'tabitha' });
    const comment = await addComment(t, commenter, post.id, { body: `Look @[Tabitha](${friend.userId})`, reaction: 'HELPFUL' });
    expect(comment.reactions).toEqual([{ name: 'HELPFUL', userIds: [commenter.userId] }]);
    expect((await t.outbox({ aggregateId: comment.id, type: 'community.member.mentioned' })).map((e) => e.payload)).toEqual([
      { userId: friend.userId, mentionedById: commenter.userId, newsFeedPostId: post.id, commentId: comment.id, groupId: null, eventId: null },
    ]);
    // EDIT with only a reaction: anyone who sees the comment.
    const other = member();
    const reacted = dataOf(await saveComment(t, other, { id: comment.id, reaction: 'LIKE', mutationType: 'EDIT' })).comment;
    expect(reacted?.reactions).toEqual([{ name: 'HELPFUL', userIds: [commenter.userId] }, { name: 'LIKE', userIds: [other.userId] }]);
    expect(reacted?.isEdited).toBe(false);
  });
});

describe('editing and deleting comments', () => {
  it('lets the author edit (isEdited); others may not', async () => {
    const post = await addPost(t, member());
    const author = member();
    const comment = await addComment(t, author, post.id);
    expect(dataOf(await saveComment(t, author, { id: comment.id, body: 'Edited', mutationType: 'EDIT' })).comment).toMatchObject({ body: 'Edited', isEdited: true });
    for (const viewer of [member(), admin()]) {
      expect(errorCodes(await saveComment(t, viewer, { id: comment.id, body: 'Mine', mutationType: 'EDIT' }))).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await saveComment(t, anonymousViewer, { id: comment.id, body: 'x', mutationType: 'EDIT' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await saveComment(t, author, { id: randomUUID(), body: 'x', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
  });

  it('lets the author, the group admins and platform admins delete; the count follows', async () => {
    const owner = member();
    const group = await addGroup(t, owner);
    const [author, fellow] = [member(), member()];
    await join(t, group.id, author);
    await join(t, group.id, fellow);
    const post = await addPost(t, fellow, { groupId: group.id });
    const comments = [await addComment(t, author, post.id), await addComment(t, author, post.id), await addComment(t, author, post.id)];
    expect(errorCodes(await saveComment(t, fellow, { id: comments[0]!.id, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    for (const [viewer, comment] of [[author, comments[0]!], [owner, comments[1]!], [admin(), comments[2]!]] as const) {
      expect(dataOf(await saveComment(t, viewer, { id: comment.id, mutationType: 'DELETE' })).comment?.id).toBe(comment.id);
    }
    expect(await countOf(post.id)).toBe(0);
    expect(errorCodes(await saveComment(t, author, { id: comments[0]!.id, mutationType: 'DELETE' }))).toEqual(['NOT_FOUND']);
  });
});

describe('blocks', () => {
  it('hide comments both ways', async () => {
    const post = await addPost(t, member());
    const [blocker, blocked] = [member(), member()];
    const [byBlocked, byBlocker] = [await addComment(t, blocked, post.id), await addComment(t, blocker, post.id)];
    await block(t, blocker, blocked);
    expect((await commentsOn(blocker, post.id)).results.map((c) => c.id)).toEqual([byBlocker.id]);
    expect((await commentsOn(blocked, post.id)).results.map((c) => c.id)).toEqual([byBlocked.id]);
    expect((await commentsOn(member(), post.id)).totalCount).toBe(2);
    expect(errorCodes(await saveComment(t, blocker, { id: byBlocked.id, reaction: 'LIKE', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
    // Nor may the blocked comment on the blocker's post.
    const blockersPost = await addPost(t, blocker);
    expect(errorCodes(await saveComment(t, blocked, { body: 'x', newsFeedPostId: blockersPost.id, mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
  });

  it('a hidden post\'s comments are hidden with it', async () => {
    const post = await addPost(t, member());
    await addComment(t, member(), post.id);
    await savePost(t, admin(), { id: post.id, status: 'REMOVED', mutationType: 'EDIT' });
    expect(errorCodes(await t.run(member(), COMMENTS, { newsFeedPostId: post.id }))).toEqual(['NOT_FOUND']);
  });
});
