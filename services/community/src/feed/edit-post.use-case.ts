import { defineUseCase, isAdmin, type EntityManager, type SignedInViewer } from '@koinonia/kit';
import type { z } from 'zod';
import { renderBody } from './feed-body.ts';
import { feedErrors } from './feed.errors.ts';
import { recordMentions } from './feed.events.ts';
import { editPostInput } from './feed.input.ts';
import { postReadable } from './feed.queries.ts';
import { lockPost } from './feed.repository.ts';
import { confirmFeedUpload, releaseFeedFile, type FeedMedia } from './feed-media.ts';
import type { NewsFeedPost } from './news-feed-post.entity.ts';

type EditPost = z.output<typeof editPostInput>;

/**
 * newsFeedPost(mutationType: EDIT): the author changes the body and media (isEdited becomes true); a
 * platform admin moderates (`status`) and features (`isFeatured`). Fields left out stay.
 */
export const editPost = defineUseCase({
  access: 'member',
  input: editPostInput,
  execute: async (ctx, input, deps: FeedMedia): Promise<NewsFeedPost> => {
    const authorEdit = [input.body, input.imageUrl, input.videoUrl, input.imageUploadId, input.videoUploadId].some((v) => v !== undefined);
    const moderation = input.status != null || input.isFeatured != null;
    if (input.imageUrl && input.imageUploadId) throw feedErrors.twoImages();
    if (input.videoUrl && input.videoUploadId) throw feedErrors.twoVideos();
    return ctx.em.transactional(async (em) => {
      const post = await lockPost(em, input.id);
      if (!post || !(await postReadable(ctx, post))) throw feedErrors.notFound();
      if (authorEdit && post.authorId !== ctx.viewer.userId) throw feedErrors.notTheAuthor();
      if (moderation && !isAdmin(ctx.viewer)) throw feedErrors.onlyPlatformAdmins();
      if (authorEdit) await applyAuthorEdit(ctx, em, post, input, deps);
      if (input.status != null) post.status = input.status;
      if (input.isFeatured != null) post.isFeatured = input.isFeatured;
      await em.flush();
      return post;
    });
  },
});

async function applyAuthorEdit(
  ctx: Parameters<typeof renderBody>[0] & { viewer: SignedInViewer },
  em: EntityManager,
  post: NewsFeedPost,
  input: EditPost,
  deps: FeedMedia,
): Promise<void> {
  if (input.body !== undefined) {
    const body = await renderBody(ctx, input.body ?? '');
    post.body = body.html;
    const place = { newsFeedPostId: post.id, commentId: null, groupId: post.groupId ?? null, eventId: post.eventId ?? null };
    post.mentionedUserIds = recordMentions(em, ctx.viewer, place, body.mentionedUserIds, post.mentionedUserIds);
  }
  // An upload replaces a link and a previous upload (whose bytes go); a link (or a blank one) replaces both.
  const media = [
    { slotId: input.imageUploadId, link: input.imageUrl, purpose: 'NEWS_FEED_IMAGE', path: 'imageUploadId', file: 'imageFileId', url: 'imageUrl' },
    { slotId: input.videoUploadId, link: input.videoUrl, purpose: 'NEWS_FEED_VIDEO', path: 'videoUploadId', file: 'videoFileId', url: 'videoUrl' },
  ] as const;
  for (const { slotId, link, purpose, path, file, url } of media) {
    if (!slotId && link === undefined) continue;
    const replaced = post[file];
    post[file] = slotId ? await confirmFeedUpload(em, deps, ctx.viewer, { slotId, purpose, path }) : null;
    post[url] = slotId ? null : (link ?? null);
    if (replaced && replaced !== post[file]) await releaseFeedFile(em, deps, replaced, post.authorId);
  }
  if (!post.body && !post.imageUrl && !post.imageFileId && !post.videoUrl && !post.videoFileId) throw feedErrors.empty();
  post.isEdited = true;
}
