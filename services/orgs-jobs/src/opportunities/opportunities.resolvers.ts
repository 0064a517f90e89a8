import { dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { organizationReference } from '../organizations/organizations.queries.ts';
import { addOpportunity } from './add-opportunity.use-case.ts';
import { deleteOpportunity } from './delete-opportunity.use-case.ts';
import { editOpportunity } from './edit-opportunity.use-case.ts';
import { statusOf } from './opportunity.entity.ts';
import {
  findOpportunity,
  listJobOpportunities,
  listMyOrganizationsOpportunities,
  listOrganizationOpportunities,
  managesOpportunity,
  opportunitiesCount,
  recentlyPosted,
} from './opportunities.queries.ts';

export function opportunitiesResolvers() {
  return {
    Query: {
      opportunity: (_, { id }, ctx) => findOpportunity(ctx, id),
      organizationOpportunities: (_, args, ctx) => listOrganizationOpportunities(ctx, args),
      myOrganizationsOpportunities: (_, args, ctx) => listMyOrganizationsOpportunities(ctx, args),
      jobOpportunities: (_, args, ctx) => listJobOpportunities(ctx, args),
      recentlyPostedJobOpportunities: (_, { first }, ctx) => recentlyPosted(ctx, first),
    },
    Mutation: {
      opportunity: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addOpportunity.run(ctx, input),
          EDIT: (input) => editOpportunity.run(ctx, input),
          DELETE: (input) => deleteOpportunity.run(ctx, input),
        }),
    },
    Opportunity: {
      __resolveReference: (ref, ctx) => findOpportunity(ctx, ref.id),
      status: (opportunity) => statusOf(opportunity),
      organization: (opportunity, _, ctx) => organizationReference(ctx, opportunity.organizationId),
      feeDue: async (opportunity, _, ctx) => ((await managesOpportunity(ctx, opportunity)) ? opportunity.feeDue : null),
      promoCode: async (opportunity, _, ctx) => ((await managesOpportunity(ctx, opportunity)) ? (opportunity.promoCode ?? null) : null),
    },
    Organization: {
      opportunitiesCount: (organization, _, ctx) => opportunitiesCount(ctx, organization.id),
    },
  } satisfies Resolvers;
}
