import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { GroupRole } from '../groups/group.entity.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService as service } from '../service.ts';
import { POST_BODY_MAX } from './feed-body.ts';
import { addPost, EVENT_FEED, knownMember, POST, savePost } from './feed.testing.ts';

// newsFeedPost~ through GraphQL on real PostgreSQL, as anonymous visitors, outsiders, members,
// group admins and platform admins.
let t: TestService<CommunityConfig>;
beforeAll(async () => {
  t = await startTestService(service, loadCommunityConfig);
});
afterAll(async () => t?.stop());

const admin = () => member([PlatformRole.ADMIN]);

describe('adding a post', () => {
  it('lets any member post on their profile, records that it was published, and shows it to anyone', async () => {
    const author = member();
    const profileId = await knownMember(t, author);
    const post = await addPost(t, author, { body: 'Rejoice always.' });
    expect(post).toMatchObject({ groupId: null, eventId: null, profileId, body: 'Rejoice always.', status: 'APPROVED', isEdited: false, commentsCount: 0, user: { id: author.userId } });
    expect(await t.outbox({ aggregateId: post.id })).toEqual([
      { type: 'community.post.created', aggregateId: post.id, actorId: author.userId, payload: { postId: post.id, authorId: author.userId, groupId: null, eventId: null } },
    ]);
    expect(dataOf(await t.run(anonymousViewer, POST, { id: post.id })).newsFeedPost?.id).toBe(post.id);
  });

  it('is refused to anonymous visitors before the input is read, and an empty or too long post', async () => {
    expect(errorCodes(await savePost(t, anonymousViewer, { body: 'x', mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await savePost(t, member(), { body: '   ', mutationType: 'ADD' }))).toEqual({ body: 'required' });
    expect(fieldErrors(await savePost(t, member(), { body: '<script>alert(1)</script>', mutationType: 'ADD' }))).toEqual({ body: 'required' });
    expect(fieldErrors(await savePost(t, member(), { body: 'x'.repeat(POST_BODY_MAX + 1), mutationType: 'ADD' }))).toEqual({ body: `must be at most ${POST_BODY_MAX} characters` });
    expect(fieldErrors(await savePost(t, member(), { imageUrl: 'http://example.org/a.png', mutationType: 'ADD' }))).toEqual({ imageUrl: 'please add the prefix https://' });
    expect(fieldErrors(await savePost(t, member(), { body: 'x', mutationType: 'DELETE_ALL' }))).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
    expect(errorCodes(await savePost(t, member(), { body: 'x', groupId: randomUUID(), eventId: randomUUID(), mutationType: 'ADD' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('accepts an image link alone', async () => {
    const post = await addPost(t, member(), { body: null, imageUrl: 'https://example.org/sunrise.jpg' });
    expect(post).toMatchObject({ body: '', imageUrl: 'https://example.org/sunrise.jpg', image: null });
  });

  it('follows the group: members and admins of any group post, outsiders of none, a closed feed only admins', async () => {
    for (const privacy of ['PUBLIC', 'CLOSED', 'INVITE_ONLY'] as const) {
      const owner = member();
      const group = await addGroup(t, owner, { privacy, isSearchable: true });
      const plain = member();
      await join(t, group.id, plain);
      expect((await addPost(t, plain, { groupId: group.id })).groupId).toBe(group.id);
      expect((await addPost(t, owner, { groupId: group.id })).group?.id).toBe(group.id);
      expect((await addPost(t, admin(), { groupId: group.id })).groupId).toBe(group.id);
      expect(errorCodes(await savePost(t, member(), { body: 'x', groupId: group.id, mutationType: 'ADD' }))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await savePost(t, anonymousViewer, { body: 'x', groupId: group.id, mutationType: 'ADD' }))).toEqual(['UNAUTHENTICATED']);
    }
    const owner = member();
    const closedFeed = await addGroup(t, owner, { permissions: { feed: { isAccessible: false } } });
    const plain = member();
    await join(t, closedFeed.id, plain);
    expect(errorCodes(await savePost(t, plain, { body: 'x', groupId: closedFeed.id, mutationType: 'ADD' }))).toEqual(['FORBIDDEN']);
    expect((await addPost(t, owner, { groupId: closedFeed.id })).groupId).toBe(closedFeed.id);
    // A hidden invite-only group is not revealed; events do not exist yet.
    const hidden = await addGroup(t, member(), { privacy: 'INVITE_ONLY' });
    expect(errorCodes(await savePost(t, member(), { body: 'x', groupId: hidden.id, mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await savePost(t, member(), { body: 'x', eventId: randomUUID(), mutationType: 'ADD' }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(member(), EVENT_FEED, { eventId: randomUUID() }))).toEqual(['NOT_FOUND']);
  });
});

describe('bodies', () => {
  it('keep a small safe subset, make bare URLs links and links safe', async () => {
    const body =
      '<p onclick="steal()">Read <b>this</b> <script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">bad</a> <a href="https://example.org/x" target="_blank" style="color:red">good</a> ' +
      'and https://koinonia.example/groups/a?b=1&c=2. <iframe src="https://evil.example"></iframe></p>';
    const post = await addPost(t, member(), { body });
    expect(post.body).toBe(
      '<p>Read <b>this</b> <a rel="noopener noreferrer nofollow">bad</a> ' +
        '<a href="https://example.org/x" rel="noopener noreferrer nofollow">good</a> and ' +
        '<a href="https://koinonia.example/groups/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">https://koinonia.example/groups/a?b=1&amp;c=2</a>. </p>',
    );
  });

  it('turn mentions of known members into links and tell each mentioned member once', async () => {
    const author = member();
    const [lydia, silas] = [member(), member()];
    await knownMember(t, lydia, { firstName: 'Lydia', lastName: 'Purple', slug: 'lydia-purple' });
    await knownMember(t, silas, { firstName: 'Silas', lastName: 'Companion', slug: 'silas' });
    const stranger = randomUUID();
    const post = await addPost(t, author, {
      body: `Thanks @[Lydia](${lydia.userId}) and @[Lydia again](${lydia.userId}), @[Someone <b>](${stranger}) and @[me](${author.userId})`,
    });
    expect(post.body).toBe(
      'Thanks <a href="/u/lydia-purple" rel="noopener noreferrer nofollow">@Lydia Purple</a> and ' +
        '<a href="/u/lydia-purple" rel="noopener noreferrer nofollow">@Lydia Purple</a>, @Someone &lt;b&gt; and @me',
    );
    const mentioned = () => t.outbox({ aggregateId: post.id, type: 'community.member.mentioned' });
    expect(await mentioned()).toEqual([
      {
        type: 'community.member.mentioned',
        aggregateId: post.id,
        actorId: author.userId,
        payload: { userId: lydia.userId, mentionedById: author.userId, newsFeedPostId: post.id, commentId: null, groupId: null, eventId: null },
      },
    ]);
    // An edit tells only whoever is newly mentioned.
    await savePost(t, author, { id: post.id, body: `@[Lydia](${lydia.userId}) @[Silas](${silas.userId})`, mutationType: 'EDIT' });
    expect((await mentioned()).map((e) => e.payload['userId'])).toEqual([lydia.userId, silas.userId]);
  });
});

describe('editing a post', () => {
  it('lets the author change the body (isEdited) and keeps what was left out', async () => {
    const author = member();
    const post = await addPost(t, author, { body: 'First', imageUrl: 'https://example.org/a.png' });
    const edited = dataOf(await savePost(t, author, { id: post.id, body: 'Second', mutationType: 'EDIT' })).newsFeedPost;
    expect(edited).toMatchObject({ body: 'Second', isEdited: true, imageUrl: 'https://example.org/a.png' });
    const cleared = dataOf(await savePost(t, author, { id: post.id, imageUrl: '', mutationType: 'EDIT' })).newsFeedPost;
    expect(cleared?.imageUrl).toBeNull();
    expect(fieldErrors(await savePost(t, author, { id: post.id, body: '', mutationType: 'EDIT' }))).toEqual({ body: 'required' });
  });

  it('refuses others, even group and platform admins, the body; only platform admins moderate and feature', async () => {
    const owner = member();
    const group = await addGroup(t, owner);
    const author = member();
    await join(t, group.id, author);
    const post = await addPost(t, author, { groupId: group.id });
    for (const viewer of [member(), owner, admin()]) {
      expect(errorCodes(await savePost(t, viewer, { id: post.id, body: 'Mine now', mutationType: 'EDIT' }))).toEqual(['FORBIDDEN']);
    }
    expect(errorCodes(await savePost(t, anonymousViewer, { id: post.id, body: 'x', mutationType: 'EDIT' }))).toEqual(['UNAUTHENTICATED']);
    for (const viewer of [author, owner]) {
      expect(errorCodes(await savePost(t, viewer, { id: post.id, status: 'HIDDEN', mutationType: 'EDIT' }))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await savePost(t, viewer, { id: post.id, isFeatured: true, mutationType: 'EDIT' }))).toEqual(['FORBIDDEN']);
    }
    const moderated = dataOf(await savePost(t, admin(), { id: post.id, status: 'HIDDEN', isFeatured: true, mutationType: 'EDIT' })).newsFeedPost;
    expect(moderated).toMatchObject({ status: 'HIDDEN', isFeatured: true, isEdited: false });
    // Hidden: gone for others, still there for its author and platform admins.
    expect(dataOf(await t.run(member(), POST, { id: post.id })).newsFeedPost).toBeNull();
    expect(dataOf(await t.run(owner, POST, { id: post.id })).newsFeedPost).toBeNull();
    expect(dataOf(await t.run(author, POST, { id: post.id })).newsFeedPost?.status).toBe('HIDDEN');
    expect(dataOf(await t.run(admin(), POST, { id: post.id })).newsFeedPost?.status).toBe('HIDDEN');
    expect(errorCodes(await savePost(t, member(), { id: randomUUID(), body: 'x', mutationType: 'EDIT' }))).toEqual(['NOT_FOUND']);
  });
});

describe('deleting a post', () => {
  it('is for the author, the group admins and platform admins; comments and reactions go with it', async () => {
    const owner = member();
    const group = await addGroup(t, owner);
    const author = member();
    await join(t, group.id, author);
    const fellow = member();
    await join(t, group.id, fellow);
    const posts = [await addPost(t, author, { groupId: group.id }), await addPost(t, author, { groupId: group.id }), await addPost(t, author, { groupId: group.id })];
    await t.sql("insert into comment (id, author_id, news_feed_post_id, body, created_at, updated_at) values (?, ?, ?, 'hi', now(), now())", [randomUUID(), fellow.userId, posts[0]!.id]);
    await t.sql("insert into reaction (id, user_id, name, news_feed_post_id, created_at) values (?, ?, 'LIKE', ?, now())", [randomUUID(), fellow.userId, posts[0]!.id]);
    expect(errorCodes(await savePost(t, fellow, { id: posts[0]!.id, mutationType: 'DELETE' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await savePost(t, anonymousViewer, { id: posts[0]!.id, mutationType: 'DELETE' }))).toEqual(['UNAUTHENTICATED']);
    for (const [viewer, post] of [[author, posts[0]!], [owner, posts[1]!], [admin(), posts[2]!]] as const) {
      expect(dataOf(await savePost(t, viewer, { id: post.id, mutationType: 'DELETE' })).newsFeedPost?.id).toBe(post.id);
    }
    expect(await t.count('news_feed_post', 'group_id = ?', [group.id])).toBe(0);
    expect(await t.count('comment', 'news_feed_post_id = ?', [posts[0]!.id])).toBe(0);
    expect(await t.count('reaction', 'news_feed_post_id = ?', [posts[0]!.id])).toBe(0);
  });

  it('happens to every post of a deleted group', async () => {
    const owner = member();
    const group = await addGroup(t, owner);
    await addPost(t, owner, { groupId: group.id });
    await t.sql('delete from app_group where id = ?', [group.id]);
    expect(await t.count('news_feed_post', 'group_id = ?', [group.id])).toBe(0);
  });
});

describe('a suspended group', () => {
  it('is read-only for its admins; platform admins still post', async () => {
    const owner = member();
    const group = await addGroup(t, owner);
    await join(t, group.id, member(), GroupRole.MEMBER);
    await t.sql("update app_group set status = 'SUSPENDED' where id = ?", [group.id]);
    expect(errorCodes(await savePost(t, owner, { body: 'x', groupId: group.id, mutationType: 'ADD' }))).toEqual(['FORBIDDEN']);
    expect((await addPost(t, admin(), { groupId: group.id })).groupId).toBe(group.id);
  });
});
