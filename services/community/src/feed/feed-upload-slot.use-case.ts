import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { UploadSlot } from '@koinonia/kit/media';
import { feedFilePurposes, type FeedMedia } from './feed-media.ts';

/**
 * feedUploadSlot: where a member sends a post's image or video before posting. The file is theirs
 * (owner: the viewer) until a post of theirs takes it; unconfirmed uploads are swept.
 */
export const feedUploadSlot = defineUseCase({
  access: 'member',
  input: z.object({
    purpose: z.enum(feedFilePurposes),
    // The media port refuses a size that is not positive, or over the purpose's limit.
    size: z.number(),
    fileName: rules.optionalText(),
  }),
  execute: (ctx, input, { media }: FeedMedia): Promise<UploadSlot> =>
    media.createUploadSlot(ctx.em, { viewer: ctx.viewer, purpose: input.purpose, ownerId: ctx.viewer.userId, size: input.size, fileName: input.fileName }),
});
