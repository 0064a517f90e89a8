import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { MediaPort, UploadSlot } from '@koinonia/kit/media';
import { organizationToAdminister } from '../organizations/organizations.queries.ts';
import { organizationFilePurposes } from './organization-files.ts';

/** organizationUploadSlot: where an organization's admin sends the bytes of its logo or banner. */
export const organizationUploadSlot = defineUseCase({
  access: 'member',
  input: z.object({
    organizationId: rules.id(),
    purpose: z.enum(organizationFilePurposes),
    // The media port refuses a size that is not positive, or over the purpose's limit.
    size: z.number(),
    fileName: rules.optionalText(),
  }),
  execute: async (ctx, input, { media }: MediaPort): Promise<UploadSlot> => {
    const organization = await organizationToAdminister(ctx.em, input.organizationId, ctx.viewer.userId);
    return media.createUploadSlot(ctx.em, { viewer: ctx.viewer, purpose: input.purpose, ownerId: organization.id, size: input.size, fileName: input.fileName });
  },
});
