import { commonResolvers, dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { addOrganization } from './add-organization.use-case.ts';
import { deleteOrganization } from './delete-organization.use-case.ts';
import { editOrganization } from './edit-organization.use-case.ts';
import { profileOf } from './organization.entity.ts';
import { findOrganization, listMyOrganizations, listOrganizations, organizationReference } from './organizations.queries.ts';

export function organizationsResolvers() {
  return {
    ...commonResolvers,
    Query: {
      organization: (_, args, ctx) => findOrganization(ctx, args),
      organizationProfile: (_, { slug }, ctx) => findOrganization(ctx, { slug }),
      organizations: (_, args, ctx) => listOrganizations(ctx, args),
      myOrganizations: (_, args, ctx) => listMyOrganizations(ctx, args),
    },
    Mutation: {
      organization: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addOrganization.run(ctx, input),
          EDIT: (input) => editOrganization.run(ctx, input),
          DELETE: (input) => deleteOrganization.run(ctx, input),
        }),
    },
    Organization: {
      __resolveReference: (ref, ctx) => organizationReference(ctx, ref.id),
      profile: (organization) => profileOf(organization),
    },
  } satisfies Resolvers;
}
