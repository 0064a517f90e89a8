import { z } from 'zod';
import { defineUseCase, notFound, rules } from '@koinonia/kit';
import type { Video } from './video.entity.ts';
import { slotId, videoLink, videoStatus, videoTitle } from './video.input.ts';
import type { VideoMedia } from './video-media.ts';
import { confirmVideoFile, profileToActFor } from './video-owner.ts';
import { linkOrUpload } from './videos.errors.ts';
import { lockVideo } from './videos.repository.ts';

/**
 * video~ EDIT: changes what is given of a video's title and status, and replaces its link or file
 * with a new link (`videoUrl`) or upload (`slotId`); a replaced file's bytes are deleted.
 */
export const editVideo = defineUseCase({
  access: 'member',
  input: z.object({
    id: rules.id(),
    title: videoTitle().nullish(),
    status: videoStatus().nullish(),
    videoUrl: videoLink().nullish(),
    slotId: slotId().nullish(),
  }),
  execute: (ctx, input, { media }: VideoMedia): Promise<Video> => {
    if (input.videoUrl && input.slotId) throw linkOrUpload();
    return ctx.em.transactional(async (em) => {
      const video = await lockVideo(em, input.id);
      if (!video) throw notFound('Video');
      const profile = await profileToActFor(em, ctx.viewer, video.profileId);
      if (input.title != null) video.title = input.title;
      if (input.status != null) video.status = input.status;
      if (input.videoUrl != null || input.slotId != null) {
        const replaced = video.fileId;
        video.fileId = input.slotId ? await confirmVideoFile(em, media, ctx.viewer, input.slotId, profile) : null;
        video.videoUrl = input.videoUrl ?? null;
        if (replaced) await media.deleteFile(em, { fileId: replaced, ownerId: profile.id });
      }
      return video;
    });
  },
});
