import { z } from 'zod';
import { rules } from '@koinonia/kit';
import { POST_BODY_MAX } from './feed-body.ts';
import { moderationStatuses } from './news-feed-post.entity.ts';

/** A body as typed: at most POST_BODY_MAX characters; left out (EDIT) stays undefined. */
export const postBody = () => z.string().trim().max(POST_BODY_MAX, `must be at most ${POST_BODY_MAX} characters`).nullish();

/** A post's media, each a link (https; blank removes it on EDIT) or an upload slot's id. */
export const postMedia = {
  imageUrl: rules.optionalHttpsLink(),
  videoUrl: rules.optionalHttpsLink(),
  imageUploadId: rules.id().nullish(),
  videoUploadId: rules.id().nullish(),
};

export const addPostInput = z.object({
  body: postBody(),
  ...postMedia,
  groupId: rules.id().nullish(),
  eventId: rules.id().nullish(),
});

export const editPostInput = z.object({
  id: rules.id(),
  body: postBody(),
  ...postMedia,
  status: z.enum(moderationStatuses).nullish(),
  isFeatured: z.boolean().nullish(),
});
