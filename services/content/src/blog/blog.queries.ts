import { z } from 'zod';
import {
  datePosition,
  datePositionOf,
  defineUseCase,
  exactlyOneOf,
  isUuid,
  pageSize,
  requireContentEditor,
  rules,
  toPage,
  type Page,
  type RequestContext,
} from '@koinonia/kit';
import { blogPostStatuses, type BlogPost, type BlogPostSection, type Category } from './blog.entity.ts';
import {
  findNewestPublishedPost,
  findPostById,
  findPostBySlug,
  findPosts,
  listCategories,
  listSections,
  postById,
} from './blog.repository.ts';
import { canRead } from './blog.rules.ts';

// The blog's reads: drafts only for those who may read them, published lists a page at a time.

export type BlogPostPage = Page<BlogPost>;

/** One post by slug or id (exactly one); null when there is none or the viewer may not read it. */
export const findBlogPost = defineUseCase({
  access: 'anyone',
  // A blank slug is no slug.
  input: z.object({ id: rules.id().nullish(), slug: rules.optionalText() }),
  execute: async (ctx, input) => {
    const { key, value } = exactlyOneOf(input, ['slug', 'id']);
    const post = key === 'id' ? await findPostById(ctx.em, value) : await findPostBySlug(ctx.em, value);
    return post && canRead(ctx.viewer, post) ? post : null;
  },
});

/**
 * Posts, newest first, a page at a time: published ones (by when they were published) for everyone,
 * drafts (by when they were written) for content editors; optionally one profile's, section's or category's.
 */
export const listBlogPosts = defineUseCase({
  access: 'anyone',
  input: z.object({
    ownerProfileId: rules.id().nullish(),
    sectionId: rules.id().nullish(),
    categoryId: rules.id().nullish(),
    status: z.enum(blogPostStatuses).nullish(),
    cursor: z.string().nullish(),
  }),
  execute: async (ctx, input): Promise<BlogPostPage> => {
    const status = input.status ?? 'PUBLISHED';
    if (status !== 'PUBLISHED') requireContentEditor(ctx.viewer);
    const limit = pageSize();
    const rows = await findPosts(ctx.em, {
      status,
      ownerProfileId: input.ownerProfileId ?? null,
      sectionId: input.sectionId ?? null,
      categoryId: input.categoryId ?? null,
      after: datePosition(input.cursor),
      limit: limit + 1,
    });
    return toPage(rows, limit, (post) => datePositionOf(status === 'PUBLISHED' ? post.publishedAt! : post.createdAt, post.id));
  },
});

export const featuredBlogPost = (ctx: RequestContext): Promise<BlogPost | null> => findNewestPublishedPost(ctx.em);

/** For federation: the post when the viewer may read it, otherwise null. */
export async function blogPostReference(ctx: RequestContext, id: string): Promise<BlogPost | null> {
  if (!isUuid(id)) return null;
  const post = await postById(ctx).load(id);
  return post && canRead(ctx.viewer, post) ? post : null;
}

export const allCategories = (ctx: RequestContext): Promise<Category[]> => listCategories(ctx.em);

export const allSections = (ctx: RequestContext): Promise<BlogPostSection[]> => listSections(ctx.em);
