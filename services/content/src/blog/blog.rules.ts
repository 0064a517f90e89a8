import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { isContentEditor, maxLength, rules, type Viewer } from '@koinonia/kit';
import { authorTypes, blogPostStatuses, type AuthorType, type BlogPost } from './blog.entity.ts';
import { imageLink } from '../content-files/image-links.ts';
import { blogErrors } from './blog.errors.ts';
import { existingCategoryIds, findPostById, sectionExists } from './blog.repository.ts';
import { sanitizeBody } from './sanitize.ts';

// The rules the blog's reads and writes share.

/** A post's fields as ADD and EDIT accept them. */
export const postFields = {
  title: rules.title(),
  body: rules.requiredText(maxLength.blogBody),
  thumbnailUrl: imageLink(),
  authorId: rules.id().nullish(),
  authorOrgId: rules.id().nullish(),
  authorType: z.enum(authorTypes).nullish(),
  ownerProfileId: rules.id().nullish(),
  categories: z.array(rules.id()).nullish(),
  blogPostSection: rules.id().nullish(),
  status: z.enum(blogPostStatuses).nullish(),
  createdAt: z.date().nullish(),
};

/** Drafts are for their author and content editors (ADMINs among them); published posts for everyone. */
export const canRead = (viewer: Viewer, post: BlogPost): boolean =>
  post.status === 'PUBLISHED' || isContentEditor(viewer) || (viewer.userId !== null && viewer.userId === post.authorId);

/** The post, when the viewer may change it: NOT_FOUND, or FORBIDDEN for someone else's post. */
export async function writablePost(em: EntityManager, viewer: Viewer, postId: string): Promise<BlogPost> {
  const post = await findPostById(em, postId);
  if (!post || !canRead(viewer, post)) throw blogErrors.postNotFound();
  if (!isContentEditor(viewer) && post.authorId !== viewer.userId) throw blogErrors.notTheAuthor();
  return post;
}

/** The body as it will be stored; markup with no content left after sanitizing counts as empty. */
export function cleanBody(html: string): string {
  const body = sanitizeBody(html);
  if (!body) throw blogErrors.emptyBody();
  return body;
}

export function requireOrgForOrgAuthor(authorType: AuthorType, authorOrgId: string | null): void {
  if (authorType === 'ORGANIZATION' && !authorOrgId) throw blogErrors.orgRequired();
}

/** The distinct category ids, when every one exists; otherwise BAD_USER_INPUT naming the others. */
export async function existingCategories(em: EntityManager, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  const found = await existingCategoryIds(em, wanted);
  const missing = ids.flatMap((id, i) => (found.has(id) ? [] : [`categories.${i}`]));
  if (missing.length) throw blogErrors.missing(missing);
  return wanted;
}

export async function existingSection(em: EntityManager, sectionId: string | null): Promise<string | null> {
  if (sectionId && !(await sectionExists(em, sectionId))) throw blogErrors.missing(['blogPostSection']);
  return sectionId;
}
