import { z } from 'zod';
import { defineUseCase, notFound, rules } from '@koinonia/kit';
import type { VideoMedia } from './video-media.ts';
import { profileToActFor } from './video-owner.ts';
import { lockVideo } from './videos.repository.ts';

/** video~ DELETE: removes a video; an uploaded file's bytes go once this commits. Answers null. */
export const deleteVideo = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id() }),
  execute: (ctx, { id }, { media }: VideoMedia): Promise<null> =>
    ctx.em.transactional(async (em) => {
      const video = await lockVideo(em, id);
      if (!video) throw notFound('Video');
      const profile = await profileToActFor(em, ctx.viewer, video.profileId);
      if (video.fileId) await media.deleteFile(em, { fileId: video.fileId, ownerId: profile.id });
      em.remove(video);
      return null;
    }),
});
