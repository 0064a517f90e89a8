import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { defineUseCase, notFound, rules } from '@koinonia/kit';
import type { MediaFileView, MediaPort, MediaService, UploadSlot } from '@koinonia/kit/media';
import { statusOf } from '../opportunities/opportunity.entity.ts';
import { findOpportunityById } from '../opportunities/opportunity.repository.ts';
import { ApplicationError, ApplicationRefusal } from './applications.errors.ts';

const PURPOSE = 'APPLICATION_VIDEO';

/**
 * applicationVideoUploadSlot: a member uploads a video to apply with, while the opportunity takes
 * applications. The file is the member's (its owner), so only they can attach it to an application.
 */
export const applicationVideoUploadSlot = defineUseCase({
  access: 'member',
  input: z.object({ opportunityId: rules.id(), size: z.number(), fileName: rules.optionalText() }),
  execute: async (ctx, input, { media }: MediaPort): Promise<UploadSlot> => {
    const opportunity = await findOpportunityById(ctx.em, input.opportunityId);
    if (!opportunity?.publishedAt) throw new ApplicationError(ApplicationRefusal.OPPORTUNITY_NOT_FOUND);
    if (statusOf(opportunity) !== 'OPEN') throw new ApplicationError(ApplicationRefusal.OPPORTUNITY_NOT_OPEN);
    return media.createUploadSlot(ctx.em, { viewer: ctx.viewer, purpose: PURPOSE, ownerId: ctx.viewer.userId, size: input.size, fileName: input.fileName });
  },
});

/** confirmApplicationVideoUpload: the media port checks the bytes (a video within the limit) and that the slot is the viewer's. */
export const confirmApplicationVideoUpload = defineUseCase({
  access: 'member',
  input: z.object({ slotId: z.string() }),
  execute: (ctx, { slotId }, { media }: MediaPort): Promise<MediaFileView> =>
    ctx.em.transactional(async (em) => {
      const file = await media.confirmUpload(em, { viewer: ctx.viewer, slotId });
      // A slot of an organization image is confirmed with confirmOrganizationUpload.
      if (file.purpose !== PURPOSE) throw notFound('Upload slot');
      return file;
    }),
});

/** Whether the file is a video the member uploaded to apply with. */
export async function isApplicantVideo(em: EntityManager, media: MediaService, fileId: string, userId: string): Promise<boolean> {
  const [file] = await media.findFiles(em, [fileId]);
  return file?.purpose === PURPOSE && file.ownerId === userId;
}
