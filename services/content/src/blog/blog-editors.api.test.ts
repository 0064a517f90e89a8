import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { FilteredPostsQueryVariables } from '../__generated__/documents/graphql.ts';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { contentService } from '../service.ts';
import { BLOG_POST_MUTATION, CATEGORIES_MUTATION, editPost, person, SECTION_MUTATION, uniqueName, writePost } from './blog.testing.ts';

// Content editors write the blog; everyone filters its published posts by section and category.
let t: TestService<ContentConfig>;
beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig);
});
afterAll(async () => t?.stop());

const editor = () => person([PlatformRole.CONTENT_EDITOR]);

const FILTERED_POSTS = graphql(`
  query FilteredPosts($sectionId: ID, $categoryId: ID, $status: BlogPostStatus, $cursor: String) {
    blogPosts(sectionId: $sectionId, categoryId: $categoryId, status: $status, cursor: $cursor) {
      results { id status } hasNextPage cursor
    }
  }
`);
const ids = async (variables: FilteredPostsQueryVariables, viewer = anonymousViewer) =>
  dataOf(await t.run(viewer, FILTERED_POSTS, variables)).blogPosts.results.map((post) => post.id);

describe('content editors', () => {
  it('write posts, keep categories and sections, and edit anyone\'s post and its authorship', async () => {
    const writer = editor();
    const category = dataOf(await t.run(writer, CATEGORIES_MUTATION, { mutationType: 'ADD', name: uniqueName('Missions') })).categories;
    expect(category.length).toBeGreaterThan(0);
    const section = dataOf(await t.run(writer, SECTION_MUTATION, { mutationType: 'ADD', name: uniqueName('Stories') })).blogPostSection!;
    const post = await writePost(t, { blogPostSection: section.id }, writer);
    expect(post).toMatchObject({ authorId: writer.userId, status: 'DRAFT', blogPostSection: section });
    const other = editor();
    const edited = await editPost(t, other, post.id, { title: 'Edited by another editor', authorId: other.userId });
    expect(edited).toMatchObject({ title: 'Edited by another editor', authorId: other.userId });
  });

  it('read drafts, which members other than the author do not see', async () => {
    const draft = await writePost(t, {}, editor());
    expect(await ids({ status: 'DRAFT' }, editor())).toContain(draft.id);
    expect(errorCodes(await t.run(anonymousViewer, FILTERED_POSTS, { status: 'DRAFT' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(person(), FILTERED_POSTS, { status: 'DRAFT' }))).toEqual(['FORBIDDEN']);
  });

  it('are the only members who write: others are refused before their input is read', async () => {
    const member = person();
    expect(errorCodes(await t.run(member, BLOG_POST_MUTATION, { mutationType: 'ADD', title: '' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member, CATEGORIES_MUTATION, { mutationType: 'ADD', name: '' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, SECTION_MUTATION, { mutationType: 'ADD', name: 'x' }))).toEqual(['UNAUTHENTICATED']);
    const post = await writePost(t, {}, editor());
    expect(errorCodes(await t.run(member, BLOG_POST_MUTATION, { mutationType: 'EDIT', id: post.id, title: 'Mine now' }))).toEqual(['NOT_FOUND']);
  });
});

describe('blogPosts filters', () => {
  it('lists the published posts of a section or a category, newest first', async () => {
    const writer = editor();
    const categories = dataOf(await t.run(writer, CATEGORIES_MUTATION, { mutationType: 'ADD', name: uniqueName('Worship') })).categories;
    const category = categories.at(-1)!;
    const section = dataOf(await t.run(writer, SECTION_MUTATION, { mutationType: 'ADD', name: uniqueName('News') })).blogPostSection!;
    const inSection = await writePost(t, { status: 'PUBLISHED', blogPostSection: section.id }, writer);
    const inCategory = await writePost(t, { status: 'PUBLISHED', categories: [category.id] }, writer);
    const both = await writePost(t, { status: 'PUBLISHED', categories: [category.id], blogPostSection: section.id }, writer);
    await writePost(t, { categories: [category.id], blogPostSection: section.id }, writer);
    expect(await ids({ sectionId: section.id })).toEqual([both.id, inSection.id]);
    expect(await ids({ categoryId: category.id })).toEqual([both.id, inCategory.id]);
    expect(await ids({ sectionId: section.id, categoryId: category.id })).toEqual([both.id]);
    expect(await ids({ sectionId: section.id, status: 'DRAFT' }, writer)).toHaveLength(1);
    expect(fieldErrors(await t.run(anonymousViewer, FILTERED_POSTS, { sectionId: 'nope' }))).toEqual({ sectionId: 'is not a valid id' });
  });

  it('pages drafts by when they were written', async () => {
    const writer = editor();
    const section = dataOf(await t.run(writer, SECTION_MUTATION, { mutationType: 'ADD', name: uniqueName('Drafts') })).blogPostSection!;
    const written = [];
    for (let i = 0; i < 22; i += 1) written.push((await writePost(t, { blogPostSection: section.id }, writer)).id);
    const first = dataOf(await t.run(writer, FILTERED_POSTS, { status: 'DRAFT', sectionId: section.id })).blogPosts;
    expect(first.hasNextPage).toBe(true);
    const second = dataOf(await t.run(writer, FILTERED_POSTS, { status: 'DRAFT', sectionId: section.id, cursor: first.cursor })).blogPosts;
    expect([...first.results, ...second.results].map((p) => p.id)).toEqual([...written].reverse());
  });
});
