import { dispatchMutationType, userReference } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { findOpportunity } from '../opportunities/opportunities.queries.ts';
import { addApplication } from './add-application.use-case.ts';
import { editApplication } from './edit-application.use-case.ts';
import { isOpportunityClosed, listOrganizationApplications, listUserApplications, opportunityApplications } from './applications.queries.ts';

export function applicationsResolvers() {
  return {
    Query: {
      userApplications: (_, args, ctx) => listUserApplications(ctx, args),
      organizationApplications: (_, args, ctx) => listOrganizationApplications(ctx, args),
    },
    Mutation: {
      application: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addApplication.run(ctx, input),
          EDIT: (input) => editApplication.run(ctx, input),
        }),
    },
    Opportunity: {
      applications: (opportunity, args, ctx) => opportunityApplications(ctx, opportunity, args),
    },
    Application: {
      opportunity: (application, _, ctx) => findOpportunity(ctx, application.opportunityId),
      user: (application) => userReference(application.userId),
      isOpportunityClosed: (application, _, ctx) => isOpportunityClosed(ctx, application),
    },
  } satisfies Resolvers;
}
