import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { MediaFileView, UploadSlot } from '@koinonia/kit/media';
import { forContentEditors } from '../content-editors.ts';
import { contentFilePurposes, type ContentMedia } from './content-media.ts';

/** contentUploadSlot (content editors): where an image's bytes go; the editor owns the file. */
export const contentUploadSlot = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object({
      purpose: z.enum(contentFilePurposes),
      // The media port refuses a size that is not positive, or over the purpose's limit.
      size: z.number(),
      fileName: rules.optionalText(),
    }),
    execute: (ctx, input, { media }: ContentMedia): Promise<UploadSlot> =>
      media.createUploadSlot(ctx.em, { viewer: ctx.viewer, purpose: input.purpose, ownerId: ctx.viewer.userId, size: input.size, fileName: input.fileName }),
  }),
);

/** confirmContentUpload (content editors): accepts the bytes of the viewer's own slot (the port refuses another's). */
export const confirmContentUpload = forContentEditors(
  defineUseCase({
    access: 'member',
    input: z.object({ slotId: z.string() }),
    execute: (ctx, { slotId }, { media }: ContentMedia): Promise<MediaFileView> =>
      ctx.em.transactional((em) => media.confirmUpload(em, { viewer: ctx.viewer, slotId })),
  }),
);
