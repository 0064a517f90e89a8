import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { defineUseCase, isContentEditor, mapUniqueViolation, rules, uniqueSlug } from '@koinonia/kit';
import { requireImageLinks, type ImageLinkConfig } from '../content-files/image-links.ts';
import type { BlogPost } from './blog.entity.ts';
import { blogErrors, uniquePostSlug } from './blog.errors.ts';
import { replaceCategories } from './blog.repository.ts';
import { cleanBody, existingCategories, existingSection, postFields, requireOrgForOrgAuthor, writablePost } from './blog.rules.ts';

// A field that is not given stays as it is; title and body, when given (even as null), must not be blank.
const editInput = z.object({
  ...postFields,
  id: rules.id(),
  title: postFields.title.optional(),
  body: postFields.body.optional(),
});

const sameValue = (a: unknown, b: unknown): boolean =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null);

/** EDIT (content editors, and the post's author): changes the fields given; only content editors change authorship. */
export const editBlogPost = defineUseCase({
  access: 'member',
  input: editInput,
  execute: async (ctx, input, deps: { config: ImageLinkConfig }) => {
    const body = input.body === undefined ? undefined : cleanBody(input.body);
    requireImageLinks(deps.config, { thumbnailUrl: input.thumbnailUrl });
    return mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
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
          if (changes.length && !isContentEditor(ctx.viewer)) throw blogErrors.authorshipIsForEditors(changes);
          const authorOrgId = authorship.authorOrgId === undefined ? (post.authorOrgId ?? null) : authorship.authorOrgId;
          const authorType = authorship.authorType ?? post.authorType;
          requireOrgForOrgAuthor(authorType, authorOrgId);
          if (input.categories !== undefined) {
            await replaceCategories(em, post.id, await existingCategories(em, input.categories ?? []));
          }
          if (input.blogPostSection !== undefined) post.sectionId = await existingSection(em, input.blogPostSection);
          if (input.title !== undefined && input.title !== post.title) await retitle(em, post, input.title);
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
        }),
      uniquePostSlug,
    );
  },
});

async function retitle(em: EntityManager, post: BlogPost, title: string): Promise<void> {
  post.title = title;
  // Never published: nobody links to it yet, so the slug follows the title.
  if (!post.publishedAt) {
    post.slug = await uniqueSlug(em, { table: 'blog_post', source: title, fallback: 'post', exceptId: post.id });
  }
}
