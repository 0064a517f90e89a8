import { randomUUID } from 'node:crypto';
import { sql, UniqueConstraintViolationException } from '@mikro-orm/core';
import { z } from 'zod';
import { conflict, notFound, parseInput, requireAdmin, rules, type RequestContext } from '@koinonia/kit';
import {
  BlogPostCategoryEntity,
  BlogPostEntity,
  BlogPostSectionEntity,
  CategoryEntity,
  type BlogPostSection,
  type Category,
} from './blog.entity.ts';

// Categories and sections are the blog's vocabulary: ADMINs keep them; names are unique in any case.

const addInput = z.object({ name: rules.requiredText() });
const editInput = z.object({ id: rules.id(), name: rules.requiredText() });
const deleteInput = z.object({ id: rules.id() });

const nameTaken = (what: string) => conflict(`A ${what} with this name already exists`, [{ path: 'name', message: 'is already used' }]);

/** Runs a write; the unique index on the lower-cased name decides between two of the same name. */
async function uniquelyNamed<T>(what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw nameTaken(what);
    throw error;
  }
}

// Alphabetical as people read it, whatever the database's collation: "apologetics" before "Zion".
const byName = () => [{ [sql.lower('name')]: 'asc' as const }, { name: 'asc' as const }];

export const listCategories = (ctx: RequestContext): Promise<Category[]> =>
  ctx.em.find(CategoryEntity, {}, { orderBy: byName() });

export const listSections = (ctx: RequestContext): Promise<BlogPostSection[]> =>
  ctx.em.find(BlogPostSectionEntity, {}, { orderBy: byName() });

export async function addCategory(ctx: RequestContext, args: unknown): Promise<Category> {
  requireAdmin(ctx.viewer);
  const input = parseInput(addInput, args);
  return uniquelyNamed('category', () =>
    ctx.em.transactional(async (em) => em.create(CategoryEntity, { id: randomUUID(), name: input.name })),
  );
}

export async function editCategory(ctx: RequestContext, args: unknown): Promise<Category> {
  requireAdmin(ctx.viewer);
  const input = parseInput(editInput, args);
  return uniquelyNamed('category', () =>
    ctx.em.transactional(async (em) => {
      const category = await em.findOne(CategoryEntity, { id: input.id });
      if (!category) throw notFound('Category');
      category.name = input.name;
      return category;
    }),
  );
}

/** Deletes a category; its posts simply lose it. */
export async function deleteCategory(ctx: RequestContext, args: unknown): Promise<Category> {
  requireAdmin(ctx.viewer);
  const input = parseInput(deleteInput, args);
  return ctx.em.transactional(async (em) => {
    const category = await em.findOne(CategoryEntity, { id: input.id });
    if (!category) throw notFound('Category');
    await em.nativeDelete(BlogPostCategoryEntity, { categoryId: category.id });
    await em.nativeDelete(CategoryEntity, { id: category.id });
    return category;
  });
}

export async function addSection(ctx: RequestContext, args: unknown): Promise<BlogPostSection> {
  requireAdmin(ctx.viewer);
  const input = parseInput(addInput, args);
  return uniquelyNamed('section', () =>
    ctx.em.transactional(async (em) => em.create(BlogPostSectionEntity, { id: randomUUID(), name: input.name })),
  );
}

export async function editSection(ctx: RequestContext, args: unknown): Promise<BlogPostSection> {
  requireAdmin(ctx.viewer);
  const input = parseInput(editInput, args);
  return uniquelyNamed('section', () =>
    ctx.em.transactional(async (em) => {
      const section = await em.findOne(BlogPostSectionEntity, { id: input.id });
      if (!section) throw notFound('Section');
      section.name = input.name;
      return section;
    }),
  );
}

/** Deletes a section; its posts are left without one. */
export async function deleteSection(ctx: RequestContext, args: unknown): Promise<BlogPostSection> {
  requireAdmin(ctx.viewer);
  const input = parseInput(deleteInput, args);
  return ctx.em.transactional(async (em) => {
    const section = await em.findOne(BlogPostSectionEntity, { id: input.id });
    if (!section) throw notFound('Section');
    await em.nativeUpdate(BlogPostEntity, { sectionId: section.id }, { sectionId: null });
    await em.nativeDelete(BlogPostSectionEntity, { id: section.id });
    return section;
  });
}
