import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { graphql } from '../__generated__/documents/index.ts';
import type { CategoriesMutationVariables, SectionMutationVariables } from '../__generated__/documents/graphql.ts';
import { contentService } from '../service.ts';
import {
  addCategory,
  addSection,
  admin,
  CATEGORIES_MUTATION,
  person,
  SECTION_MUTATION,
  uniqueName,
  writePost,
} from './blog.testing.ts';

// Real PostgreSQL and migrations; the subgraph is called as the gateway would call it, as several people.
let t: TestService<ContentConfig>;
beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig);
});
afterAll(async () => t?.stop());

const CATEGORIES = graphql(`
  query AllCategories { categories { id name } }
`);
const SECTIONS = graphql(`
  query AllSections { blogPostSections { id name } }
`);
const categories = async () => dataOf(await t.run(anonymousViewer, CATEGORIES)).categories;
const sections = async () => dataOf(await t.run(anonymousViewer, SECTIONS)).blogPostSections;
const postSection = async (id: string) =>
  (await t.sql<{ section_id: string | null }>('select section_id from blog_post where id = ?', [id]))[0]!.section_id;

describe('categories~', () => {
  it('lets an ADMIN add, rename and delete categories, answering with every category by name', async () => {
    const zion = uniqueName('Zion');
    const added = dataOf(await t.run(admin(), CATEGORIES_MUTATION, { mutationType: 'ADD', name: `  ${zion} ` })).categories;
    const category = added.find((c) => c.name === zion)!;

    const renamed = dataOf(await t.run(admin(), CATEGORIES_MUTATION, {
      mutationType: 'EDIT', id: category.id, name: 'Apologetics',
    })).categories;
    expect(renamed).toContainEqual({ id: category.id, name: 'Apologetics' });
    expect(await categories()).toEqual(renamed);

    const post = await writePost(t, { categories: [category.id] });
    const afterDelete = dataOf(await t.run(admin(), CATEGORIES_MUTATION, { mutationType: 'DELETE', id: category.id })).categories;
    expect(afterDelete.map((c) => c.id)).not.toContain(category.id);
    expect(await t.count('blog_post_category', 'post_id = ?', [post.id])).toBe(0);
  });

  it('refuses a name already used, whatever its case', async () => {
    const name = uniqueName('Family');
    const existing = await addCategory(t, name);
    const other = await addCategory(t, uniqueName('Other'));
    const attempts: CategoriesMutationVariables[] = [{ mutationType: 'ADD', name: name.toUpperCase() }, { mutationType: 'EDIT', id: other.id, name }];
    for (const variables of attempts) {
      const result = await t.run(admin(), CATEGORIES_MUTATION, variables);
      expect(errorCodes(result)).toEqual(['CONFLICT']);
      expect(fieldErrors(result)).toEqual({ name: 'is already used' });
    }
    expect((await categories()).filter((c) => c.name.toLowerCase() === name.toLowerCase())).toEqual([existing]);
    expect(dataOf(await t.run(admin(), CATEGORIES_MUTATION, {
      mutationType: 'EDIT', id: existing.id, name: name.toLowerCase(),
    })).categories).toContainEqual({ id: existing.id, name: name.toLowerCase() });
  });

  it('lets one of two ADMINs adding the same name at the same moment have it; the other gets CONFLICT', async () => {
    const name = uniqueName('Hospitality');
    const results = await Promise.all([name, name.toUpperCase()].map((n) => t.run(admin(), CATEGORIES_MUTATION, { mutationType: 'ADD', name: n })));
    expect(results.map((r) => errorCodes(r)).sort()).toEqual([[], ['CONFLICT']]);
    expect((await categories()).filter((c) => c.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it.each<[CategoriesMutationVariables, Record<string, string>]>([
    [{ mutationType: 'ADD' }, { name: 'required' }],
    [{ mutationType: 'ADD', name: '  ' }, { name: 'required' }],
    [{ mutationType: 'EDIT', name: 'New name' }, { id: 'required' }],
    [{ mutationType: 'EDIT', id: randomUUID(), name: '' }, { name: 'required' }],
    [{ mutationType: 'DELETE' }, { id: 'required' }],
    [{ mutationType: 'SIGN_UP', name: 'x' }, { mutationType: 'must be ADD, EDIT or DELETE' }],
  ])('refuses %p with the message', async (variables, fields) => {
    const before = await categories();
    const result = await t.run(admin(), CATEGORIES_MUTATION, variables);
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
    expect(await categories()).toEqual(before);
  });

  it('is for ADMINs only, refused before the input is read, and says NOT_FOUND for a category that does not exist', async () => {
    const category = await addCategory(t, uniqueName('Kept'));
    const attempts: CategoriesMutationVariables[] = [
      { mutationType: 'ADD', name: uniqueName('Mine') }, { mutationType: 'EDIT', id: category.id, name: 'Mine' },
      { mutationType: 'DELETE', id: category.id },
      // Invalid input: someone who may not change categories learns nothing of their rules.
      { mutationType: 'ADD', name: ' ' }, { mutationType: 'EDIT', id: 'nope', name: '' }, { mutationType: 'DELETE', id: null },
    ];
    const before = await categories();
    for (const variables of attempts) {
      expect(errorCodes(await t.run(person(), CATEGORIES_MUTATION, variables))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await t.run(anonymousViewer, CATEGORIES_MUTATION, variables))).toEqual(['UNAUTHENTICATED']);
    }
    expect(await categories()).toEqual(before);
    expect(errorCodes(await t.run(admin(), CATEGORIES_MUTATION, { mutationType: 'DELETE', id: randomUUID() }))).toEqual(['NOT_FOUND']);
  });
});

describe('blogPostSection~', () => {
  it('lets an ADMIN add, rename and delete sections; posts in a deleted section are left without one', async () => {
    const name = uniqueName('Devotionals');
    const section = await addSection(t, `  ${name}  `);
    expect(section.name).toBe(name);
    const renamed = dataOf(await t.run(admin(), SECTION_MUTATION, {
      mutationType: 'EDIT', id: section.id, name: `${name} and prayers`,
    })).blogPostSection;
    expect(renamed).toEqual({ id: section.id, name: `${name} and prayers` });
    expect(await sections()).toContainEqual(renamed);

    const post = await writePost(t, { blogPostSection: section.id });
    const deleted = dataOf(await t.run(admin(), SECTION_MUTATION, { mutationType: 'DELETE', id: section.id })).blogPostSection;
    expect(deleted?.id).toBe(section.id);
    expect((await sections()).map((s) => s.id)).not.toContain(section.id);
    expect(await postSection(post.id)).toBeNull();
  });

  it('lists sections by name', async () => {
    const beta = await addSection(t, uniqueName('Beta'));
    const alpha = await addSection(t, uniqueName('alpha'));
    const gamma = await addSection(t, uniqueName('Gamma'));
    const ids = (await sections()).map((s) => s.id);
    const positions = [alpha, beta, gamma].map((s) => ids.indexOf(s.id));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('refuses a name already used, whatever its case', async () => {
    const name = uniqueName('Testimonies');
    await addSection(t, name);
    const result = await t.run(admin(), SECTION_MUTATION, { mutationType: 'ADD', name: name.toLowerCase() });
    expect(errorCodes(result)).toEqual(['CONFLICT']);
    expect(fieldErrors(result)).toEqual({ name: 'is already used' });
  });

  it.each<[SectionMutationVariables, Record<string, string>]>([
    [{ mutationType: 'ADD', name: '' }, { name: 'required' }],
    [{ mutationType: 'EDIT', id: 'nope', name: 'x' }, { id: 'is not a valid id' }],
    [{ mutationType: 'DELETE', id: null }, { id: 'required' }],
  ])('refuses %p with the message', async (variables, fields) => {
    const result = await t.run(admin(), SECTION_MUTATION, variables);
    expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(result)).toEqual(fields);
  });

  it('is for ADMINs only, refused before the input is read', async () => {
    const section = await addSection(t, uniqueName('Kept'));
    const attempts: SectionMutationVariables[] = [
      { mutationType: 'ADD', name: uniqueName('Mine') }, { mutationType: 'DELETE', id: section.id },
      { mutationType: 'ADD', name: '' }, { mutationType: 'EDIT', id: 'nope', name: ' ' },
    ];
    for (const variables of attempts) {
      expect(errorCodes(await t.run(person(), SECTION_MUTATION, variables))).toEqual(['FORBIDDEN']);
      expect(errorCodes(await t.run(anonymousViewer, SECTION_MUTATION, variables))).toEqual(['UNAUTHENTICATED']);
    }
    expect(await sections()).toContainEqual(section);
    expect(errorCodes(await t.run(admin(), SECTION_MUTATION, { mutationType: 'EDIT', id: randomUUID(), name: 'x' }))).toEqual(['NOT_FOUND']);
  });
});
