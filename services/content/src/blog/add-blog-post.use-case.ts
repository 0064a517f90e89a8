import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, mapUniqueViolation, uniqueSlug } from '@koinonia/kit';
import { requireImageLinks, type ImageLinkConfig } from '../content-files/image-links.ts';
import { forContentEditors } from '../content-editors.ts';
import { uniquePostSlug } from './blog.errors.ts';
import { createPost, linkCategories } from './blog.repository.ts';
import { cleanBody, existingCategories, existingSection, postFields, requireOrgForOrgAuthor } from './blog.rules.ts';

/** ADD (content editors): a post by the viewer unless authorId names someone else; a DRAFT unless PUBLISHED. */
export const addBlogPost = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object(postFields),
    execute: async (ctx, input, deps: { config: ImageLinkConfig }) => {
      const me = ctx.viewer.userId;
      const body = cleanBody(input.body);
      requireImageLinks(deps.config, { thumbnailUrl: input.thumbnailUrl });
      const authorOrgId = input.authorOrgId ?? null;
      const authorType = input.authorType ?? (authorOrgId ? 'ORGANIZATION' : 'USER');
      requireOrgForOrgAuthor(authorType, authorOrgId);
      return mapUniqueViolation(
        () =>
          ctx.em.transactional(async (em) => {
            const categoryIds = await existingCategories(em, input.categories ?? []);
            const sectionId = await existingSection(em, input.blogPostSection ?? null);
            const status = input.status ?? 'DRAFT';
            const post = createPost(em, {
              id: randomUUID(),
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
            linkCategories(em, post.id, categoryIds);
            return post;
          }),
        uniquePostSlug,
      );
    },
  }),
);
