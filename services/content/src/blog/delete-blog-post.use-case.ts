import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { removePost } from './blog.repository.ts';
import { writablePost } from './blog.rules.ts';

/** DELETE (content editors, and the post's author): removes the post with its category links and returns it. */
export const deleteBlogPost = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id() }),
  execute: (ctx, input) =>
    ctx.em.transactional(async (em) => {
      const post = await writablePost(em, ctx.viewer, input.id);
      await removePost(em, post.id);
      return post;
    }),
});
