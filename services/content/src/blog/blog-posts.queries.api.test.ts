import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { PostQueryVariables, PostsQueryVariables } from '../__generated__/documents/graphql.ts';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { contentService } from '../service.ts';
import { addCategory, addSection, admin, editPost, person, uniqueName, writePost } from './blog.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several people.
let t: TestService<ContentConfig>;
beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig);
});
afterAll(async () => t?.stop());

const POST = graphql(`
  query Post($slug: String, $id: ID) { blogPost(slug: $slug, id: $id) { ...PostFields } }
`);
const POSTS = graphql(`
  query Posts($ownerProfileId: ID, $cursor: String) {
    blogPosts(ownerProfileId: $ownerProfileId, cursor: $cursor) { results { id status publishedAt } hasNextPage cursor }
  }
`);
const POSTS_WITH_VOCABULARY = graphql(`
  query PostsWithVocabulary($ownerProfileId: ID) {
    blogPosts(ownerProfileId: $ownerProfileId) { results { id categories { id name } blogPostSection { id name } } }
  }
`);
const FEATURED = graphql(`
  query Featured { blogPostFeatured { id } }
`);

const readPost = async (viewer: Viewer, variables: PostQueryVariables) => dataOf(await t.run(viewer, POST, variables)).blogPost;
const listPosts = async (variables: PostsQueryVariables = {}) => dataOf(await t.run(anonymousViewer, POSTS, variables)).blogPosts;

describe('blogPost', () => {
  it('finds a published post by slug or id, for everyone', async () => {
    const post = await writePost(t, { status: 'PUBLISHED' });
    expect((await readPost(anonymousViewer, { slug: post.slug }))?.id).toBe(post.id);
    expect((await readPost(person(), { id: post.id }))?.slug).toBe(post.slug);
  });

  it('shows a draft only to its author and ADMINs', async () => {
    const author = person();
    const draft = await writePost(t, { authorId: author.userId });
    expect((await readPost(author, { id: draft.id }))?.id).toBe(draft.id);
    expect((await readPost(admin(), { slug: draft.slug }))?.id).toBe(draft.id);
    expect(await readPost(person(), { id: draft.id })).toBeNull();
    expect(await readPost(anonymousViewer, { slug: draft.slug })).toBeNull();
  });

  it('is null for a slug no post has, and takes exactly one of slug or id', async () => {
    expect(await readPost(anonymousViewer, { slug: 'no-such-post' })).toBeNull();
    expect(errorCodes(await t.run(anonymousViewer, POST, {}))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(anonymousViewer, POST, { slug: 'a', id: randomUUID() }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(anonymousViewer, POST, { slug: '  ' }))).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(await t.run(anonymousViewer, POST, { id: 'nope' }))).toEqual({ id: 'is not a valid id' });
  });
});

describe('blogPosts and blogPostFeatured', () => {
  it("lists published posts only, newest published first, and one profile's posts", async () => {
    const profileId = randomUUID();
    const older = await writePost(t, { ownerProfileId: profileId, status: 'PUBLISHED' });
    const draft = await writePost(t, { ownerProfileId: profileId });
    const elsewhere = await writePost(t, { ownerProfileId: randomUUID(), status: 'PUBLISHED' });
    // Written before the others, published after them: it counts as the newest.
    await editPost(t, admin(), draft.id, { status: 'PUBLISHED' });

    expect((await listPosts({ ownerProfileId: profileId })).results.map((p) => p.id)).toEqual([draft.id, older.id]);
    const everything = (await listPosts()).results.map((p) => p.id);
    expect(everything.slice(0, 3)).toEqual([draft.id, elsewhere.id, older.id]);
    expect(dataOf(await t.run(anonymousViewer, FEATURED)).blogPostFeatured?.id).toBe(draft.id);
  });

  it('leaves out drafts and unpublished posts', async () => {
    const profileId = randomUUID();
    const post = await writePost(t, { ownerProfileId: profileId, status: 'PUBLISHED' });
    await writePost(t, { ownerProfileId: profileId });
    await editPost(t, admin(), post.id, { status: 'DRAFT' });
    expect((await listPosts({ ownerProfileId: profileId })).results).toEqual([]);
  });

  it('pages through 25 posts 20 at a time', async () => {
    const profileId = randomUUID();
    for (let i = 0; i < 25; i += 1) await writePost(t, { ownerProfileId: profileId, status: 'PUBLISHED', title: `Post ${i}` });
    const first = await listPosts({ ownerProfileId: profileId });
    expect(first.results).toHaveLength(20);
    expect(first.hasNextPage).toBe(true);
    expect(first.cursor).toEqual(expect.any(String));
    const second = await listPosts({ ownerProfileId: profileId, cursor: first.cursor });
    expect(second).toMatchObject({ hasNextPage: false, cursor: null });
    expect(second.results).toHaveLength(5);
    const expected = await t.sql<{ id: string }>(
      'select id from blog_post where owner_profile_id = ? order by published_at desc, id desc', [profileId]);
    expect([...first.results, ...second.results].map((p) => p.id)).toEqual(expected.map((r) => r.id));
  });

  it('refuses a cursor it did not make', async () => {
    expect(fieldErrors(await t.run(anonymousViewer, POSTS, { cursor: 'nope' }))).toEqual({ cursor: 'is not a valid cursor' });
  });
});

describe('categories and sections of posts', () => {
  it('loads them for a page of posts in a fixed number of statements, categories by name', async () => {
    const [praise, prayer] = [await addCategory(t, uniqueName('Praise')), await addCategory(t, uniqueName('Prayer'))];
    const section = await addSection(t, uniqueName('Letters'));
    const [one, twenty] = [randomUUID(), randomUUID()];
    await writePost(t, { ownerProfileId: one, status: 'PUBLISHED', categories: [prayer.id], blogPostSection: section.id });
    for (let i = 0; i < 20; i += 1) {
      await writePost(t, { ownerProfileId: twenty, status: 'PUBLISHED', categories: [prayer.id, praise.id], blogPostSection: section.id });
    }
    const page = (ownerProfileId: string) => t.run(anonymousViewer, POSTS_WITH_VOCABULARY, { ownerProfileId });
    const forOne = await t.statementsDuring(() => page(one));
    const forTwenty = await t.statementsDuring(() => page(twenty));
    // The page, the posts' category links, their categories and their sections.
    expect(forOne).toHaveLength(4);
    expect(forTwenty).toHaveLength(4);
    const results = dataOf(await page(twenty)).blogPosts.results;
    expect(results).toHaveLength(20);
    for (const post of results) expect(post).toMatchObject({ categories: [praise, prayer], blogPostSection: section });
  });
});

describe('BlogPost references', () => {
  const ENTITIES = graphql(`query BlogPostReferences($r: [_Any!]!) { _entities(representations: $r) { ... on BlogPost { id title } } }`);

  it('resolves posts for other subgraphs, drafts only for those who may read them', async () => {
    const author = person();
    const published = await writePost(t, { status: 'PUBLISHED', title: 'Open letter' });
    const draft = await writePost(t, { authorId: author.userId, title: 'Not yet' });
    const representations = [published, draft].map((p) => ({ __typename: 'BlogPost', id: p.id }));
    const asAuthor = () => t.run(author, ENTITIES, { r: representations });
    expect(dataOf(await asAuthor())).toEqual({
      _entities: [{ id: published.id, title: 'Open letter' }, { id: draft.id, title: 'Not yet' }],
    });
    // Every reference of a request is loaded with one statement.
    expect(await t.statementsDuring(asAuthor)).toHaveLength(1);
    expect(dataOf(await t.run(anonymousViewer, ENTITIES, { r: [...representations, { __typename: 'BlogPost', id: 'x' }] }))).toEqual({
      _entities: [{ id: published.id, title: 'Open letter' }, null, null],
    });
  });
});
