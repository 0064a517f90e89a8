import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, waitFor, type TestService } from '@koinonia/kit/testing';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { contentService } from '../service.ts';
import { addCategory, addSection, admin, BLOG_POST_MUTATION, editPost, person, uniqueName, writePost, type PostVariables } from './blog.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several people.
let t: TestService<ContentConfig>;
beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig);
});
afterAll(async () => t?.stop());

const postCount = () => t.count('blog_post');

describe('blogPost ADD', () => {
  it('lets an ADMIN write a draft with its categories and section, the slug from the title and the body sanitized', async () => {
    const writer = admin();
    const [worship, missions] = [await addCategory(t, uniqueName('Worship')), await addCategory(t, uniqueName('Missions'))];
    const section = await addSection(t, uniqueName('Stories'));
    const title = `Grâce & Peace: Week ${randomUUID().slice(0, 8)}!`;
    const post = await writePost(t, {
      title: `  ${title} `,
      body: '<p onclick="steal()">Hello <strong>church</strong></p><script>alert(1)</script>'
        + '<a href="https://example.org" target="_blank">link</a><a href="javascript:alert(1)">bad</a>'
        + '<img src="http://insecure.example.org/a.png"><img src="https://cdn.example.org/b.png" alt="b">',
      thumbnailUrl: 'https://cdn.example.org/thumb.png',
      categories: [worship.id, missions.id, worship.id],
      blogPostSection: section.id,
    }, writer);
    expect(post).toMatchObject({
      title,
      slug: `grace-peace-week-${title.slice(-9, -1)}`,
      status: 'DRAFT',
      publishedAt: null,
      authorId: writer.userId,
      author: { id: writer.userId },
      authorType: 'USER',
      authorOrgId: null,
      thumbnailUrl: 'https://cdn.example.org/thumb.png',
      blogPostSection: section,
    });
    expect(post.categories).toEqual(expect.arrayContaining([worship, missions]));
    expect(post.categories).toHaveLength(2);
    expect(post.body).toBe(
      '<p>Hello <strong>church</strong></p>'
        + '<a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a><a rel="noopener noreferrer">bad</a>'
        + '<img src="https://cdn.example.org/b.png" alt="b" />',
    );
  });

  it('publishes at once when asked, keeping a given date and naming another author or an organization', async () => {
    const author = randomUUID();
    const orgId = randomUUID();
    const post = await writePost(t, {
      status: 'PUBLISHED', createdAt: new Date('2023-05-01T12:00:00.123Z'), authorId: author, authorOrgId: orgId, ownerProfileId: orgId,
    });
    expect(post).toMatchObject({
      status: 'PUBLISHED', createdAt: '2023-05-01T12:00:00.123Z', authorId: author, authorOrgId: orgId,
      authorType: 'ORGANIZATION', ownerProfileId: orgId,
    });
    expect(Date.now() - new Date(post.publishedAt!).getTime()).toBeLessThan(60_000);
  });

  it('gives posts with the same title distinct slugs, even when written at the same moment', async () => {
    const title = `Prayer week ${randomUUID().slice(0, 8)}`;
    const first = await writePost(t, { title });
    const [second, third] = await Promise.all([writePost(t, { title }), writePost(t, { title })]);
    expect(first.slug).toBe(title.toLowerCase().replaceAll(' ', '-'));
    expect(new Set([first.slug, second.slug, third.slug]).size).toBe(3);
    expect([second.slug, third.slug].sort()).toEqual([`${first.slug}-2`, `${first.slug}-3`]);
  });

  it('answers CONFLICT when another writer stores the slug while the post is being written', async () => {
    const slug = `race-${randomUUID().slice(0, 8)}`;
    // Another writer, which does not take the slug lock, holds the slug in a transaction not yet committed.
    const other = t.service.orm.em.fork();
    await other.begin();
    try {
      await other.execute(
        `insert into blog_post (id, slug, title, body, author_id, created_at, updated_at) values (?, ?, 'Race', '<p>x</p>', ?, now(), now())`,
        [randomUUID(), slug, randomUUID()],
      );
      const before = await postCount();
      const attempt = t.run(admin(), BLOG_POST_MUTATION, { mutationType: 'ADD', title: slug, body: '<p>Mine</p>' });
      const waiting = 'not granted and pid in (select pid from pg_stat_activity where datname = current_database())';
      await waitFor(async () => (await t.count('pg_locks', waiting)) > 0, 10_000, 'the insert to wait for the other writer');
      await other.commit();
      expect(errorCodes(await attempt)).toEqual(['CONFLICT']);
      expect(await postCount()).toBe(before + 1);
    } finally {
      if (other.isInTransaction()) await other.rollback();
    }
  });

  it('falls back to "post" for a title with no letters or digits', async () => {
    const post = await writePost(t, { title: '¡¿?!' });
    expect(post.slug).toMatch(/^post(-\d+)?$/);
  });

  it.each<[PostVariables, Record<string, string>]>([
    [{ title: null }, { title: 'required' }],
    [{ title: '   ' }, { title: 'required' }],
    [{ body: null }, { body: 'required' }],
    [{ body: ' ' }, { body: 'required' }],
    [{ body: '<script>alert(1)</script>' }, { body: 'required' }],
    [{ thumbnailUrl: 'http://cdn.example.org/a.png' }, { thumbnailUrl: 'please add the prefix https://' }],
    [{ thumbnailUrl: 'cdn.example.org/a.png' }, { thumbnailUrl: 'please add the prefix https://' }],
    [{ authorType: 'ORGANIZATION' }, { authorOrgId: 'required' }],
    [{ authorId: 'someone' }, { authorId: 'is not a valid id' }],
    [{ categories: [randomUUID()] }, { 'categories.0': 'does not exist' }],
    [{ blogPostSection: randomUUID() }, { blogPostSection: 'does not exist' }],
  ])('refuses %p with the message and stores nothing', async (variables, fields) => {
    const before = await postCount();
    const result = await t.run(admin(), BLOG_POST_MUTATION, {
      mutationType: 'ADD', title: 'A title', body: '<p>A body</p>', ...variables,
    });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await postCount()).toBe(before);
  });

  it('is for ADMINs only, refused before the input is read', async () => {
    const before = await postCount();
    const valid = { title: 'Mine', body: '<p>Mine</p>' };
    const invalid = { title: ' ', body: null, thumbnailUrl: 'ftp://cdn.example.org/a.png' };
    for (const [viewer, code] of [[person(), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const) {
      for (const variables of [valid, invalid]) {
        const result = await t.run(viewer, BLOG_POST_MUTATION, { mutationType: 'ADD', ...variables });
        expect(errorCodes(result)).toEqual([code]);
        expect(fieldErrors(result)).toEqual({});
      }
    }
    expect(await postCount()).toBe(before);
  });

  it('refuses other mutation types', async () => {
    const result = await t.run(admin(), BLOG_POST_MUTATION, { mutationType: 'READ_ALL' });
    expect(fieldErrors(result)).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
  });
});

describe('blogPost EDIT', () => {
  it('lets the author edit their own post; the slug follows the title until the post is published', async () => {
    const author = person();
    const draft = await writePost(t, { authorId: author.userId, title: `First try ${randomUUID().slice(0, 6)}` });
    const retitled = await editPost(t, author, draft.id, { title: 'Second try', body: '<p>Better</p>' });
    expect(retitled).toMatchObject({ title: 'Second try', slug: expect.stringMatching(/^second-try(-\d+)?$/), body: '<p>Better</p>' });
    expect(retitled.thumbnailUrl).toBe(draft.thumbnailUrl);

    const published = await editPost(t, author, draft.id, { status: 'PUBLISHED' });
    expect(published.publishedAt).not.toBeNull();
    const renamed = await editPost(t, author, draft.id, { title: 'Final title' });
    expect(renamed).toMatchObject({ title: 'Final title', slug: retitled.slug });

    const unpublished = await editPost(t, author, draft.id, { status: 'DRAFT' });
    expect(unpublished).toMatchObject({ status: 'DRAFT', publishedAt: published.publishedAt });
  });

  it('lets an ADMIN edit any post, replacing its categories and section', async () => {
    const [a, b] = [await addCategory(t, uniqueName('Youth')), await addCategory(t, uniqueName('Music'))];
    const section = await addSection(t, uniqueName('News'));
    const post = await writePost(t, { categories: [a.id], blogPostSection: section.id }, admin());
    const edited = await editPost(t, admin(), post.id, { categories: [b.id], blogPostSection: null, thumbnailUrl: '' });
    expect(edited).toMatchObject({ categories: [b], blogPostSection: null, thumbnailUrl: null });
    const cleared = await editPost(t, admin(), post.id, { categories: [] });
    expect(cleared.categories).toEqual([]);
  });

  it('keeps authorship for ADMINs: the author may resend it unchanged but not change it', async () => {
    const author = person();
    const post = await writePost(t, { authorId: author.userId });
    // Its own date, to the millisecond, is no change either.
    const resent = await editPost(t, author, post.id, { authorId: author.userId, createdAt: new Date(post.createdAt), title: 'Same author' });
    expect(resent).toMatchObject({ title: 'Same author', createdAt: post.createdAt });
    const result = await t.run(author, BLOG_POST_MUTATION, {
      mutationType: 'EDIT', id: post.id, authorId: randomUUID(), createdAt: new Date('2020-01-01T00:00:00.000Z'), title: 'Taken',
    });
    expect(errorCodes(result)).toEqual(['FORBIDDEN']);
    const [row] = await t.sql<{ author_id: string; title: string }>('select author_id, title from blog_post where id = ?', [post.id]);
    expect(row).toEqual({ author_id: author.userId, title: 'Same author' });
    const moved = await editPost(t, admin(), post.id, { authorId: author.userId, authorOrgId: randomUUID(), authorType: 'ORGANIZATION' });
    expect(moved.authorType).toBe('ORGANIZATION');
  });

  it("refuses someone else's post: FORBIDDEN when published, NOT_FOUND for a draft they cannot see", async () => {
    const published = await writePost(t, { status: 'PUBLISHED' });
    const draft = await writePost(t);
    const stranger = person();
    const cases = [
      [stranger, published.id, 'FORBIDDEN'], [stranger, draft.id, 'NOT_FOUND'],
      [anonymousViewer, published.id, 'UNAUTHENTICATED'], [admin(), randomUUID(), 'NOT_FOUND'],
    ] as const;
    for (const [viewer, id, code] of cases) {
      const result = await t.run(viewer, BLOG_POST_MUTATION, { mutationType: 'EDIT', id, title: 'Defaced' });
      expect(errorCodes(result)).toEqual([code]);
    }
    // An anonymous visitor is refused before the input is read, so learns nothing of its rules.
    const invalid = await t.run(anonymousViewer, BLOG_POST_MUTATION, { mutationType: 'EDIT', id: 'nope', title: '' });
    expect(errorCodes(invalid)).toEqual(['UNAUTHENTICATED']);
    const titles = await t.sql<{ title: string }>('select title from blog_post where id in (?, ?)', [published.id, draft.id]);
    expect(titles.map((r) => r.title)).toEqual(['Serving with joy', 'Serving with joy']);
  });

  it.each<[PostVariables, Record<string, string>]>([
    [{ id: null }, { id: 'required' }],
    [{ title: '' }, { title: 'required' }],
    [{ title: null }, { title: 'required' }],
    [{ body: null }, { body: 'required' }],
    [{ body: '<iframe src="https://x.example.org"></iframe>' }, { body: 'required' }],
    [{ thumbnailUrl: 'ftp://cdn.example.org/a.png' }, { thumbnailUrl: 'please add the prefix https://' }],
    [{ authorType: 'ORGANIZATION' }, { authorOrgId: 'required' }],
    [{ categories: [randomUUID()] }, { 'categories.0': 'does not exist' }],
  ])('refuses %p with the message and changes nothing', async (variables, fields) => {
    const post = await writePost(t);
    const result = await t.run(admin(), BLOG_POST_MUTATION, { mutationType: 'EDIT', id: post.id, ...variables });
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    const [row] = await t.sql<{ title: string; body: string; author_type: string }>(
      'select title, body, author_type from blog_post where id = ?', [post.id]);
    expect(row).toEqual({ title: post.title, body: post.body, author_type: 'USER' });
  });
});

describe('blogPost DELETE', () => {
  it('lets the author or an ADMIN delete a post with its category links', async () => {
    const author = person();
    const category = await addCategory(t, uniqueName('Outreach'));
    const mine = await writePost(t, { authorId: author.userId, categories: [category.id] });
    const other = await writePost(t);
    const deleted = dataOf(await t.run(author, BLOG_POST_MUTATION, { mutationType: 'DELETE', id: mine.id })).blogPost;
    expect(deleted).toMatchObject({ id: mine.id, title: mine.title });
    dataOf(await t.run(admin(), BLOG_POST_MUTATION, { mutationType: 'DELETE', id: other.id }));
    expect(await t.count('blog_post', 'id in (?, ?)', [mine.id, other.id])).toBe(0);
    expect(await t.count('blog_post_category', 'post_id = ?', [mine.id])).toBe(0);
  });

  it('refuses strangers and anonymous people, and keeps the post', async () => {
    const post = await writePost(t, { status: 'PUBLISHED' });
    for (const [viewer, code] of [[person(), 'FORBIDDEN'], [anonymousViewer, 'UNAUTHENTICATED']] as const) {
      expect(errorCodes(await t.run(viewer, BLOG_POST_MUTATION, { mutationType: 'DELETE', id: post.id }))).toEqual([code]);
    }
    // Without the id it needs: still refused as anonymous, before the input is read.
    expect(errorCodes(await t.run(anonymousViewer, BLOG_POST_MUTATION, { mutationType: 'DELETE' }))).toEqual(['UNAUTHENTICATED']);
    expect(await t.count('blog_post', 'id = ?', [post.id])).toBe(1);
  });

  it('requires the id', async () => {
    expect(fieldErrors(await t.run(admin(), BLOG_POST_MUTATION, { mutationType: 'DELETE' }))).toEqual({ id: 'required' });
  });
});
