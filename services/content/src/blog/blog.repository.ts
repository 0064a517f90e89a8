import { randomUUID } from 'node:crypto';
import { sql, type RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader, defineLoader, type DatePosition } from '@koinonia/kit';
import {
  BlogPostCategoryEntity,
  BlogPostEntity,
  BlogPostSectionEntity,
  CategoryEntity,
  type BlogPost,
  type BlogPostSection,
  type BlogPostStatus,
  type Category,
} from './blog.entity.ts';

// Every query of the blog: posts, their category links, and the vocabulary of categories and sections.

const newestPublishedFirst = [{ publishedAt: 'desc' as const }, { id: 'desc' as const }];

export const findPostById = (em: EntityManager, id: string): Promise<BlogPost | null> => em.findOne(BlogPostEntity, { id });

export const findPostBySlug = (em: EntityManager, slug: string): Promise<BlogPost | null> => em.findOne(BlogPostEntity, { slug });

/** Posts by id for `_entities`, one batch per request. */
export const postById = defineLoader(
  (em, ids: readonly string[]) => em.find(BlogPostEntity, { id: { $in: [...ids] } }),
  (post) => post.id,
);

export interface PostFilter {
  readonly status: BlogPostStatus;
  readonly ownerProfileId: string | null;
  readonly sectionId: string | null;
  readonly categoryId: string | null;
}

/**
 * Posts of one status (optionally one profile's, section's or category's) after `after`, newest
 * first: published posts by when they were published, drafts by when they were written; `limit` rows.
 */
export async function findPosts(em: EntityManager, filter: PostFilter & { after: DatePosition | null; limit: number }): Promise<BlogPost[]> {
  const order = filter.status === 'PUBLISHED' ? 'p.published_at' : 'p.created_at';
  const after = filter.after ? { sql: ` and (${order}, p.id) < (?, ?::uuid)`, params: [filter.after.at, filter.after.id] } : { sql: '', params: [] };
  const rows = await em.execute<Record<string, unknown>[]>(
    `select p.* from blog_post p
      where p.status = ?
        and (?::uuid is null or p.owner_profile_id = ?::uuid)
        and (?::uuid is null or p.section_id = ?::uuid)
        and (?::uuid is null or exists (select 1 from blog_post_category c where c.post_id = p.id and c.category_id = ?::uuid))
        ${after.sql}
      order by ${order} desc, p.id desc limit ?`,
    [
      filter.status,
      filter.ownerProfileId, filter.ownerProfileId,
      filter.sectionId, filter.sectionId,
      filter.categoryId, filter.categoryId,
      ...after.params,
      filter.limit,
    ],
  );
  return rows.map((row) => em.map(BlogPostEntity, row));
}

export const findNewestPublishedPost = (em: EntityManager): Promise<BlogPost | null> =>
  em.findOne(BlogPostEntity, { status: 'PUBLISHED' }, { orderBy: newestPublishedFirst });

/** Deletes a post with its category links. */
export async function removePost(em: EntityManager, postId: string): Promise<void> {
  await em.nativeDelete(BlogPostCategoryEntity, { postId });
  await em.nativeDelete(BlogPostEntity, { id: postId });
}

export const createPost = (em: EntityManager, post: RequiredEntityData<BlogPost>): BlogPost => em.create(BlogPostEntity, post);

export function linkCategories(em: EntityManager, postId: string, categoryIds: readonly string[]): void {
  for (const categoryId of categoryIds) em.create(BlogPostCategoryEntity, { postId, categoryId });
}

/** Gives a post exactly these categories instead of those it had. */
export async function replaceCategories(em: EntityManager, postId: string, categoryIds: readonly string[]): Promise<void> {
  await em.nativeDelete(BlogPostCategoryEntity, { postId });
  linkCategories(em, postId, categoryIds);
}

/** The categories of each post, by name; one batch per request. */
export const categoriesOfPost = defineGroupLoader(
  async (em, postIds: readonly string[]): Promise<{ postId: string; category: Category }[]> => {
    const links = await em.find(BlogPostCategoryEntity, { postId: { $in: [...postIds] } });
    if (!links.length) return [];
    const categoryIds = [...new Set(links.map((link) => link.categoryId))];
    const categories = await em.find(CategoryEntity, { id: { $in: categoryIds } }, { orderBy: { name: 'asc' } });
    return categories.flatMap((category) =>
      links.filter((link) => link.categoryId === category.id).map((link) => ({ postId: link.postId, category })),
    );
  },
  (row) => row.postId,
);

/** Sections by id, for posts' `blogPostSection`; one batch per request. */
export const sectionById = defineLoader(
  (em, ids: readonly string[]) => em.find(BlogPostSectionEntity, { id: { $in: [...ids] } }),
  (section) => section.id,
);

// Alphabetical as people read it, whatever the database's collation: "apologetics" before "Zion".
const byName = () => [{ [sql.lower('name')]: 'asc' as const }, { name: 'asc' as const }];

export const listCategories = (em: EntityManager): Promise<Category[]> => em.find(CategoryEntity, {}, { orderBy: byName() });

export const listSections = (em: EntityManager): Promise<BlogPostSection[]> =>
  em.find(BlogPostSectionEntity, {}, { orderBy: byName() });

export const createCategory = (em: EntityManager, name: string): Category => em.create(CategoryEntity, { id: randomUUID(), name });

export const createSection = (em: EntityManager, name: string): BlogPostSection =>
  em.create(BlogPostSectionEntity, { id: randomUUID(), name });

export const findCategory = (em: EntityManager, id: string): Promise<Category | null> => em.findOne(CategoryEntity, { id });

export const findSection = (em: EntityManager, id: string): Promise<BlogPostSection | null> =>
  em.findOne(BlogPostSectionEntity, { id });

/** Which of `ids` are categories that exist. */
export async function existingCategoryIds(em: EntityManager, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  return new Set((await em.find(CategoryEntity, { id: { $in: [...ids] } }, { fields: ['id'] })).map((c) => c.id));
}

export const sectionExists = async (em: EntityManager, id: string): Promise<boolean> =>
  (await em.count(BlogPostSectionEntity, { id })) > 0;

/** Deletes a category; its posts simply lose it. */
export async function removeCategory(em: EntityManager, id: string): Promise<void> {
  await em.nativeDelete(BlogPostCategoryEntity, { categoryId: id });
  await em.nativeDelete(CategoryEntity, { id });
}

/** Deletes a section; its posts are left without one. */
export async function removeSection(em: EntityManager, id: string): Promise<void> {
  await em.nativeUpdate(BlogPostEntity, { sectionId: id }, { sectionId: null });
  await em.nativeDelete(BlogPostSectionEntity, { id });
}
