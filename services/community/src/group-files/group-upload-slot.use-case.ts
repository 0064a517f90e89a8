import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { UploadSlot } from '@koinonia/kit/media';
import { groupManagedBy } from '../groups/groups.queries.ts';
import { groupFilePurposes, type GroupMedia } from './group-media.ts';

/** groupUploadSlot: where a group's admin sends the bytes of one of its images. */
export const groupUploadSlot = defineUseCase({
  access: 'member',
  input: z.object({
    groupId: rules.id(),
    purpose: z.enum(groupFilePurposes),
    // The media port refuses a size that is not positive, or over the purpose's limit.
    size: z.number(),
    fileName: rules.optionalText(),
  }),
  execute: async (ctx, input, { media }: GroupMedia): Promise<UploadSlot> => {
    const group = await groupManagedBy(ctx.em, input.groupId, ctx.viewer);
    return media.createUploadSlot(ctx.em, { viewer: ctx.viewer, purpose: input.purpose, ownerId: group.id, size: input.size, fileName: input.fileName });
  },
});
