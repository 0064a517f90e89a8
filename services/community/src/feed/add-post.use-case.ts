import { randomUUID } from 'node:crypto';
import { defineUseCase, isAdmin } from '@koinonia/kit';
import { usableScope } from '../scopes/content-scope.ts';
import { renderBody } from './feed-body.ts';
import { feedErrors } from './feed.errors.ts';
import { recordMentions, recordPost } from './feed.events.ts';
import { addPostInput } from './feed.input.ts';
import { confirmFeedUpload, type FeedMedia } from './feed-media.ts';
import { NewsFeedPostEntity, type NewsFeedPost } from './news-feed-post.entity.ts';

/**
 * newsFeedPost(mutationType: ADD): a post in a group or event (as its feed permissions allow, through
 * the content scope) or on the author's profile. Published at once (APPROVED).
 */
export const addPost = defineUseCase({
  access: 'member',
  input: addPostInput,
  execute: async (ctx, input, deps: FeedMedia): Promise<NewsFeedPost> => {
    const place = input.groupId || input.eventId ? await usableScope(ctx, { groupId: input.groupId, eventId: input.eventId }, 'feed') : null;
    if (input.imageUrl && input.imageUploadId) throw feedErrors.twoImages();
    if (input.videoUrl && input.videoUploadId) throw feedErrors.twoVideos();
    const body = await renderBody(ctx, input.body ?? '');
    const hasMedia = Boolean(input.imageUrl || input.imageUploadId || input.videoUrl || input.videoUploadId);
    if (!body.html && !hasMedia) throw feedErrors.empty();
    const groupId = place?.groupId ?? null;
    return ctx.em.transactional(async (em) => {
      const confirm = (slotId: string | null | undefined, purpose: 'NEWS_FEED_IMAGE' | 'NEWS_FEED_VIDEO', path: string) =>
        slotId ? confirmFeedUpload(em, deps, ctx.viewer, { slotId, purpose, path }) : Promise.resolve(null);
      const id = randomUUID();
      const post = em.create(NewsFeedPostEntity, {
        id,
        authorId: ctx.viewer.userId,
        authorIsAdmin: isAdmin(ctx.viewer),
        groupId,
        eventId: null,
        body: body.html,
        imageUrl: input.imageUrl ?? null,
        videoUrl: input.videoUrl ?? null,
        imageFileId: await confirm(input.imageUploadId, 'NEWS_FEED_IMAGE', 'imageUploadId'),
        videoFileId: await confirm(input.videoUploadId, 'NEWS_FEED_VIDEO', 'videoUploadId'),
        mentionedUserIds: recordMentions(em, ctx.viewer, { newsFeedPostId: id, commentId: null, groupId, eventId: null }, body.mentionedUserIds),
      });
      recordPost.created(em, ctx.viewer, post);
      await em.flush();
      return post;
    });
  },
});
