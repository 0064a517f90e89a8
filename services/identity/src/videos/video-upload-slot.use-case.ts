import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { UploadSlot } from '@koinonia/kit/media';
import type { VideoMedia } from './video-media.ts';
import { profileToActFor } from './video-owner.ts';

/** videoUploadSlot: where the profile's owner (or an admin) sends a video file's bytes. */
export const videoUploadSlot = defineUseCase({
  access: 'member',
  input: z.object({
    profileId: rules.id(),
    // The media port refuses a size that is not positive, or over the purpose's limit.
    size: z.number(),
    fileName: rules.optionalText(),
  }),
  execute: async (ctx, input, { media }: VideoMedia): Promise<UploadSlot> => {
    const profile = await profileToActFor(ctx.em, ctx.viewer, input.profileId);
    return media.createUploadSlot(ctx.em, { viewer: ctx.viewer, purpose: 'PROFILE_VIDEO', ownerId: profile.id, size: input.size, fileName: input.fileName });
  },
});
