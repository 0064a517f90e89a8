import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { maxLength } from '@koinonia/kit';
import { errorCodes, fieldErrors, startTestService, type TestService, tooLongCases } from '@koinonia/kit/testing';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { contentService } from '../service.ts';
import { admin, BLOG_POST_MUTATION, editPost, writePost } from './blog.testing.ts';

// Issue 24, item 8: a blog body took 900 KB. It takes @koinonia/validation's `blogBody` (100,000
// characters of HTML, as sent) and no more.
let t: TestService<ContentConfig>;
beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig);
});
afterAll(async () => t?.stop());

/** A paragraph of `length` characters of HTML, tags included. */
const paragraph = (length: number, letter = 'x') => `<p>${letter.repeat(length - '<p></p>'.length)}</p>`;
const storedBody = async (id: string) => (await t.sql<{ body: string }>('select body from blog_post where id = ?', [id]))[0]?.body;

describe("a blog post's body", () => {
  it(`takes ${maxLength.blogBody} characters, on ADD and on EDIT`, async () => {
    const writer = admin();
    const body = paragraph(100_000);
    const post = await writePost(t, { body }, writer);
    expect(post.body).toBe(body);
    expect((await editPost(t, writer, post.id, { body: paragraph(100_000, 'y') })).body).toBe(paragraph(100_000, 'y'));
  });

  it.each(tooLongCases(100_000))('refuses %s as BAD_USER_INPUT naming the body, adding and changing nothing', async (_, length, message) => {
    const writer = admin();
    const kept = await writePost(t, { body: '<p>Notes from the retreat.</p>' }, writer);
    const posts = await t.count('blog_post');
    const body = paragraph(length);
    for (const answer of [
      await t.run(writer, BLOG_POST_MUTATION, { mutationType: 'ADD', title: 'Serving with joy', body }),
      await t.run(writer, BLOG_POST_MUTATION, { mutationType: 'EDIT', id: kept.id, body }),
    ]) {
      expect(errorCodes(answer)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(answer)).toEqual({ body: message });
    }
    expect(await t.count('blog_post')).toBe(posts);
    expect(await storedBody(kept.id)).toBe('<p>Notes from the retreat.</p>');
  });
});
