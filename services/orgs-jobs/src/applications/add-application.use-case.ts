import { randomUUID } from 'node:crypto';
import { defineUseCase, forbidden, mapUniqueViolation } from '@koinonia/kit';
import type { MediaPort } from '@koinonia/kit/media';
import { statusOf } from '../opportunities/opportunity.entity.ts';
import { organizationAdminIds, shareLockOpportunity } from '../opportunities/opportunity.repository.ts';
import { ApplicationEntity, type Application } from './application.entity.ts';
import { addApplicationInput } from './application.input.ts';
import { ApplicationError, ApplicationRefusal } from './applications.errors.ts';
import { recordSubmitted } from './applications.events.ts';
import { isApplicantVideo } from './application-video.ts';

/** One application per member and opportunity: the unique index decides, also between requests at once. */
const oneApplication = { application_user_opportunity_unique: () => new ApplicationError(ApplicationRefusal.ALREADY_APPLIED) };

/**
 * application ADD: a member applies to an OPEN opportunity before its deadline; its admins are told.
 * The opportunity is share-locked, so it cannot close while the application is being written.
 */
export const addApplication = defineUseCase({
  access: 'member',
  input: addApplicationInput,
  execute: async (ctx, input, { media }: MediaPort): Promise<Application> => {
    const userId = ctx.viewer.userId;
    if (input.userId && input.userId !== userId) throw forbidden('You can only apply for yourself');
    if (input.videoFileId && !(await isApplicantVideo(ctx.em, media, input.videoFileId, userId))) {
      throw new ApplicationError(ApplicationRefusal.VIDEO_NOT_FOUND);
    }
    return mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const opportunity = await shareLockOpportunity(em, input.opportunityId);
          if (!opportunity?.publishedAt) throw new ApplicationError(ApplicationRefusal.OPPORTUNITY_NOT_FOUND);
          const status = statusOf(opportunity);
          if (status === 'EXPIRED') throw new ApplicationError(ApplicationRefusal.DEADLINE_PASSED);
          if (status !== 'OPEN') throw new ApplicationError(ApplicationRefusal.OPPORTUNITY_NOT_OPEN);
          const application = em.create(ApplicationEntity, {
            id: randomUUID(),
            opportunityId: opportunity.id,
            userId,
            status: 'SUBMITTED',
            message: input.message,
            videoId: input.videoId ?? null,
            userVideoUrl: input.userVideoUrl ?? null,
            videoFileId: input.videoFileId ?? null,
          });
          recordSubmitted(em, ctx.viewer, application, opportunity, await organizationAdminIds(em, opportunity.organizationId));
          // Flushed here so that a second application by the member fails inside mapUniqueViolation.
          await em.flush();
          return application;
        }),
      oneApplication,
    );
  },
});
