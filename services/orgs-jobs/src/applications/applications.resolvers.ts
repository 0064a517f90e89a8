import { dispatchMutationType, userReference } from '@koinonia/kit';
import type { MediaPort } from '@koinonia/kit/media';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { findOpportunity } from '../opportunities/opportunities.queries.ts';
import { addApplication } from './add-application.use-case.ts';
import { applicationVideoUploadSlot, confirmApplicationVideoUpload } from './application-video.ts';
import { editApplication } from './edit-application.use-case.ts';
import { isOpportunityClosed, listOrganizationApplications, listUserApplications, opportunityApplications } from './applications.queries.ts';

export function applicationsResolvers(media: MediaPort) {
  return {
    Query: {
      userApplications: (_, args, ctx) => listUserApplications(ctx, args),
      organizationApplications: (_, args, ctx) => listOrganizationApplications(ctx, args),
    },
    Mutation: {
      application: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addApplication.run(ctx, input, media),
          EDIT: (input) => editApplication.run(ctx, input),
        }),
      applicationVideoUploadSlot: (_, args, ctx) => applicationVideoUploadSlot.run(ctx, args, media),
      confirmApplicationVideoUpload: (_, args, ctx) => confirmApplicationVideoUpload.run(ctx, args, media),
    },
    Opportunity: {
      applications: (opportunity, args, ctx) => opportunityApplications(ctx, opportunity, args),
    },
    Application: {
      opportunity: (application, _, ctx) => findOpportunity(ctx, application.opportunityId),
      user: (application) => userReference(application.userId),
      video: (application, _, ctx) => media.fileOf(ctx, application.videoFileId),
      userVideoUrl: (application, _, ctx) => application.userVideoUrl ?? media.urlOf(ctx, application.videoFileId),
      isOpportunityClosed: (application, _, ctx) => isOpportunityClosed(ctx, application),
    },
  } satisfies Resolvers;
}
