import { z } from 'zod';
import { defineUseCase, isAdmin, rules } from '@koinonia/kit';
import { administers, resolveScope } from '../scopes/content-scope.ts';
import { feedErrors } from './feed.errors.ts';
import { postReadable } from './feed.queries.ts';
import { lockPost } from './feed.repository.ts';
import { releaseFeedFile, type FeedMedia } from './feed-media.ts';
import type { NewsFeedPost } from './news-feed-post.entity.ts';

/**
 * newsFeedPost(mutationType: DELETE): the author, the admins of its group, or a platform admin.
 * Its comments and reactions go with it (foreign keys), its files' bytes after the commit.
 * Answers the post as it was.
 */
export const deletePost = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id() }),
  execute: async (ctx, { id }, deps: FeedMedia): Promise<NewsFeedPost> =>
    ctx.em.transactional(async (em) => {
      const post = await lockPost(em, id);
      if (!post || !(await postReadable(ctx, post))) throw feedErrors.notFound();
      const mayDelete =
        post.authorId === ctx.viewer.userId ||
        isAdmin(ctx.viewer) ||
        (post.groupId ? administers(await resolveScope(ctx, { groupId: post.groupId }, 'feed')) : false);
      if (!mayDelete) throw feedErrors.mayNotDelete();
      await releaseFeedFile(em, deps, post.imageFileId, post.authorId);
      await releaseFeedFile(em, deps, post.videoFileId, post.authorId);
      em.remove(post);
      await em.flush();
      return post;
    }),
});
