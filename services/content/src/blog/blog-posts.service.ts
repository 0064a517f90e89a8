import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import {
  badInput,
  beforeDate,
  datePosition,
  datePositionOf,
  forbidden,
  hasRole,
  isUuid,
  messages,
  notFound,
  pageSize,
  parseInput,
  requireAdmin,
  requireUser,
  rules,
  toPage,
  uniqueSlug,
  type FieldError,
  type Page,
  type RequestContext,
  type Viewer,
} from '@koinonia/kit';
import {
  authorTypes,
  BlogPostCategoryEntity,
  BlogPostEntity,
  BlogPostSectionEntity,
  blogPostStatuses,
  CategoryEntity,
  type AuthorType,
  type BlogPost,
  type BlogPostSection,
  type Category,
} from './blog.entity.ts';
import { sanitizeBody } from './sanitize.ts';

const postFields = {
  title: rules.requiredText(),
  body: rules.requiredText(),
  thumbnailUrl: rules.optionalHttpsLink(),
  authorId: rules.id().nullish(),
  authorOrgId: rules.id().nullish(),
  authorType: z.enum(authorTypes).nullish(),
  ownerProfileId: rules.id().nullish(),
  categories: z.array(rules.id()).nullish(),
  blogPostSection: rules.id().nullish(),
  status: z.enum(blogPostStatuses).nullish(),
  createdAt: z.date().nullish(),
};

const addInput = z.object(postFields);

// EDIT: a field that is not given stays as it is.
const editInput = z.object({
  id: rules.id(),
  // Not given: left as it is; given, even as null, it must not be blank.
  title: postFields.title.optional(),
  body: postFields.body.optional(),
  thumbnailUrl: postFields.thumbnailUrl,
  authorId: postFields.authorId,
  authorOrgId: postFields.authorOrgId,
  authorType: postFields.authorType,
  ownerProfileId: postFields.ownerProfileId,
  categories: postFields.categories,
  blogPostSection: postFields.blogPostSection,
  status: postFields.status,
  createdAt: postFields.createdAt,
});

const idInput = z.object({ id: rules.id() });

const findInput = z.object({ id: rules.id().nullish(), slug: z.string().trim().nullish() });

const listInput = z.object({ ownerProfileId: rules.id().nullish(), cursor: z.string().nullish() });

const isAdmin = (viewer: Viewer): boolean => hasRole(viewer, 'ADMIN');

/** Drafts are for their author and ADMINs; published posts for everyone. */
const canRead = (viewer: Viewer, post: BlogPost): boolean =>
  post.status === 'PUBLISHED' || isAdmin(viewer) || (viewer.userId !== null && viewer.userId === post.authorId);

/** Writes a post (ADMINs only): the viewer is its author unless authorId names someone else. */
export async function addPost(ctx: RequestContext, args: unknown): Promise<BlogPost> {
  const me = requireAdmin(ctx.viewer);
  const input = parseInput(addInput, args);
  const body = cleanBody(input.body);
  const authorOrgId = input.authorOrgId ?? null;
  const authorType = input.authorType ?? (authorOrgId ? 'ORGANIZATION' : 'USER');
  requireOrgForOrgAuthor(authorType, authorOrgId);
  return ctx.em.transactional(async (em) => {
    const categoryIds = await existingCategories(em, input.categories ?? []);
    const sectionId = await existingSection(em, input.blogPostSection ?? null);
    const postId = randomUUID();
    const status = input.status ?? 'DRAFT';
    const post = em.create(BlogPostEntity, {
      id: postId,
      slug: await uniqueSlug(em, { table: 'blog_post', source: input.title, fallback: 'post' }),
      title: input.title,
      thumbnailUrl: input.thumbnailUrl ?? null,
      body,
      status,
      authorId: input.authorId ?? me,
      authorOrgId,
      authorType,
      ownerProfileId: input.ownerProfileId ?? null,
      sectionId,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      publishedAt: status === 'PUBLISHED' ? new Date() : null,
    });
    for (const categoryId of categoryIds) em.create(BlogPostCategoryEntity, { postId, categoryId });
    return post;
  });
}

/** Changes the fields given. ADMINs may edit any post, authors their own; only ADMINs change authorship. */
export async function editPost(ctx: RequestContext, args: unknown): Promise<BlogPost> {
  requireUser(ctx.viewer);
  const input = parseInput(editInput, args);
  const body = input.body === undefined ? undefined : cleanBody(input.body);
  return ctx.em.transactional(async (em) => {
    const post = await writablePost(em, ctx.viewer, input.id);
    const authorship = {
      authorId: input.authorId ?? undefined,
      authorOrgId: input.authorOrgId,
      authorType: input.authorType ?? undefined,
      ownerProfileId: input.ownerProfileId,
      createdAt: input.createdAt ?? undefined,
    };
    const changes = (Object.keys(authorship) as (keyof typeof authorship)[]).filter(
      (key) => authorship[key] !== undefined && !sameValue(authorship[key], post[key]),
    );
    if (changes.length && !isAdmin(ctx.viewer)) {
      throw forbidden(`Only an ADMIN can change ${changes.join(', ')}`);
    }
    const authorOrgId = authorship.authorOrgId === undefined ? (post.authorOrgId ?? null) : authorship.authorOrgId;
    const authorType = authorship.authorType ?? post.authorType;
    requireOrgForOrgAuthor(authorType, authorOrgId);
    if (input.categories !== undefined) {
      const categoryIds = await existingCategories(em, input.categories ?? []);
      await em.nativeDelete(BlogPostCategoryEntity, { postId: post.id });
      for (const categoryId of categoryIds) em.create(BlogPostCategoryEntity, { postId: post.id, categoryId });
    }
    if (input.blogPostSection !== undefined) post.sectionId = await existingSection(em, input.blogPostSection);
    if (input.title !== undefined && input.title !== post.title) {
      post.title = input.title;
      // Never published: nobody links to it yet, so the slug follows the title.
      if (!post.publishedAt) {
        post.slug = await uniqueSlug(em, { table: 'blog_post', source: input.title, fallback: 'post', exceptId: post.id });
      }
    }
    if (body !== undefined) post.body = body;
    if (input.thumbnailUrl !== undefined) post.thumbnailUrl = input.thumbnailUrl;
    if (input.status) {
      post.status = input.status;
      if (input.status === 'PUBLISHED' && !post.publishedAt) post.publishedAt = new Date();
    }
    if (authorship.authorId) post.authorId = authorship.authorId;
    post.authorOrgId = authorOrgId;
    post.authorType = authorType;
    if (authorship.ownerProfileId !== undefined) post.ownerProfileId = authorship.ownerProfileId;
    if (authorship.createdAt) post.createdAt = authorship.createdAt;
    return post;
  });
}

/** Deletes a post (ADMINs, and its author) with its category links; returns it. */
export async function deletePost(ctx: RequestContext, args: unknown): Promise<BlogPost> {
  requireUser(ctx.viewer);
  const input = parseInput(idInput, args);
  return ctx.em.transactional(async (em) => {
    const post = await writablePost(em, ctx.viewer, input.id);
    await em.nativeDelete(BlogPostCategoryEntity, { postId: post.id });
    await em.nativeDelete(BlogPostEntity, { id: post.id });
    return post;
  });
}

/** One post by id or slug (exactly one); null when there is none or the viewer may not read it. */
export async function findPost(ctx: RequestContext, args: unknown): Promise<BlogPost | null> {
  const input = parseInput(findInput, args);
  if ((input.id ? 1 : 0) + (input.slug ? 1 : 0) !== 1) throw badInput([], 'Give exactly one of slug or id');
  const post = await ctx.em.findOne(BlogPostEntity, input.id ? { id: input.id } : { slug: input.slug! });
  return post && canRead(ctx.viewer, post) ? post : null;
}

/** For federation: the post when the viewer may read it, otherwise null. */
export async function resolvePostReference(ctx: RequestContext, ref: { id: string }): Promise<BlogPost | null> {
  if (!isUuid(ref.id)) return null;
  const post = await ctx.em.findOne(BlogPostEntity, { id: ref.id });
  return post && canRead(ctx.viewer, post) ? post : null;
}

/** Published posts, newest first (by when they were published), optionally one profile's. */
export async function listPosts(ctx: RequestContext, args: unknown): Promise<Page<BlogPost>> {
  const input = parseInput(listInput, args);
  const after = datePosition(input.cursor);
  const limit = pageSize();
  const rows = await ctx.em.find(
    BlogPostEntity,
    {
      status: 'PUBLISHED',
      ...(input.ownerProfileId ? { ownerProfileId: input.ownerProfileId } : {}),
      ...(after ? beforeDate('publishedAt', after) : {}),
    },
    { orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], limit: limit + 1 },
  );
  return toPage(rows, limit, (post) => datePositionOf(post.publishedAt!, post.id));
}

export const featuredPost = (ctx: RequestContext): Promise<BlogPost | null> =>
  ctx.em.findOne(BlogPostEntity, { status: 'PUBLISHED' }, { orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }] });

export async function categoriesOf(ctx: RequestContext, post: BlogPost): Promise<Category[]> {
  const links = await ctx.em.find(BlogPostCategoryEntity, { postId: post.id });
  if (!links.length) return [];
  return ctx.em.find(CategoryEntity, { id: { $in: links.map((l) => l.categoryId) } }, { orderBy: { name: 'asc' } });
}

export const sectionOf = (ctx: RequestContext, post: BlogPost): Promise<BlogPostSection | null> | null =>
  post.sectionId ? ctx.em.findOne(BlogPostSectionEntity, { id: post.sectionId }) : null;

/** The post, when the viewer may change it: NOT_FOUND, or FORBIDDEN for someone else's post. */
async function writablePost(em: EntityManager, viewer: Viewer, postId: string): Promise<BlogPost> {
  const post = await em.findOne(BlogPostEntity, { id: postId });
  if (!post || !canRead(viewer, post)) throw notFound('Blog post');
  if (!isAdmin(viewer) && post.authorId !== viewer.userId) throw forbidden('Only the author or an ADMIN can change this post');
  return post;
}

/** The body as it will be stored; markup with no content left after sanitizing counts as empty. */
function cleanBody(html: string): string {
  const body = sanitizeBody(html);
  if (!body) throw badInput([{ path: 'body', message: messages.required }]);
  return body;
}

function requireOrgForOrgAuthor(authorType: AuthorType, authorOrgId: string | null): void {
  if (authorType === 'ORGANIZATION' && !authorOrgId) throw badInput([{ path: 'authorOrgId', message: messages.required }]);
}

async function existingCategories(em: EntityManager, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const found = new Set((await em.find(CategoryEntity, { id: { $in: wanted } }, { fields: ['id'] })).map((c) => c.id));
  const missing: FieldError[] = ids.flatMap((categoryId, i) =>
    found.has(categoryId) ? [] : [{ path: `categories.${i}`, message: 'does not exist' }],
  );
  if (missing.length) throw badInput(missing);
  return wanted;
}

async function existingSection(em: EntityManager, sectionId: string | null): Promise<string | null> {
  if (!sectionId) return null;
  if (!(await em.count(BlogPostSectionEntity, { id: sectionId }))) {
    throw badInput([{ path: 'blogPostSection', message: 'does not exist' }]);
  }
  return sectionId;
}

const sameValue = (a: unknown, b: unknown): boolean =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null);
