import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { UploadSlot } from '@koinonia/kit/media';
import { getProfileOfUser } from '../users/user.repository.ts';
import { profileFilePurposes, type ProfileMedia } from './profile-media.ts';

/** profileUploadSlot: where the signed-in member sends the bytes of one of their profile's files. */
export const profileUploadSlot = defineUseCase({
  access: 'member',
  input: z.object({
    purpose: z.enum(profileFilePurposes),
    // The media port refuses a size that is not positive, or over the purpose's limit.
    size: z.number(),
    fileName: rules.optionalText(),
  }),
  execute: async (ctx, input, { media }: ProfileMedia): Promise<UploadSlot> => {
    const profile = await getProfileOfUser(ctx.em, ctx.viewer.userId);
    return media.createUploadSlot(ctx.em, { viewer: ctx.viewer, purpose: input.purpose, ownerId: profile.id, size: input.size, fileName: input.fileName });
  },
});
