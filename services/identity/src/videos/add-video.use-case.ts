import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, messages, rules } from '@koinonia/kit';
import { VideoEntity, type Video } from './video.entity.ts';
import { slotId, videoLink, videoStatus, videoTitle } from './video.input.ts';
import type { VideoMedia } from './video-media.ts';
import { confirmVideoFile, profileToActFor } from './video-owner.ts';
import { linkOrUpload } from './videos.errors.ts';

/** video~ ADD: a video on a profile, as a link or as the file uploaded to a slot. */
export const addVideo = defineUseCase({
  access: 'member',
  input: z
    .object({
      profileId: rules.id(),
      title: videoTitle(),
      status: videoStatus(),
      videoUrl: videoLink().nullish(),
      slotId: slotId().nullish(),
    })
    // The spec requires videoUrl: an upload stands in for it.
    .refine((input) => input.videoUrl != null || input.slotId != null, { path: ['videoUrl'], message: messages.required }),
  execute: (ctx, input, { media }: VideoMedia): Promise<Video> => {
    if (input.videoUrl && input.slotId) throw linkOrUpload();
    return ctx.em.transactional(async (em) => {
      const profile = await profileToActFor(em, ctx.viewer, input.profileId);
      const fileId = input.slotId ? await confirmVideoFile(em, media, ctx.viewer, input.slotId, profile) : null;
      return em.create(VideoEntity, {
        id: randomUUID(),
        profileId: profile.id,
        title: input.title,
        status: input.status,
        videoUrl: input.videoUrl ?? null,
        fileId,
      });
    });
  },
});
