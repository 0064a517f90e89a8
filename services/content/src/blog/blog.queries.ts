import { z } from 'zod';
import {
  datePosition,
  datePositionOf,
  defineUseCase,
  exactlyOneOf,
  isUuid,
  pageSize,
  rules,
  toPage,
  type Page,
  type RequestContext,
} from '@koinonia/kit';
import type { BlogPost, BlogPostSection, Category } from './blog.entity.ts';
import {
  findNewestPublishedPost,
  findPostById,
  findPostBySlug,
  findPublishedPosts,
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

/** Published posts, newest published first, a page at a time; optionally one profile's. */
export const listBlogPosts = defineUseCase({
  access: 'anyone',
  input: z.object({ ownerProfileId: rules.id().nullish(), cursor: z.string().nullish() }),
  execute: async (ctx, input): Promise<BlogPostPage> => {
    const limit = pageSize();
    const rows = await findPublishedPosts(ctx.em, {
      ownerProfileId: input.ownerProfileId ?? null,
      after: datePosition(input.cursor),
      limit: limit + 1,
    });
    return toPage(rows, limit, (post) => datePositionOf(post.publishedAt!, post.id));
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
