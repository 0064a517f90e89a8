import { commonResolvers, dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { addOrganization } from './add-organization.use-case.ts';
import { locationOf } from './address.input.ts';
import { deleteOrganization } from './delete-organization.use-case.ts';
import { editOrganization } from './edit-organization.use-case.ts';
import { addressesOfOrganization, countsOfOrganization } from './organization-details.repository.ts';
import { listOrganizationPeople } from './organization-roles.queries.ts';
import { profileOf } from './organization.entity.ts';
import { findOrganization, listFoundingCircle, listMyOrganizations, listOrganizations, organizationReference } from './organizations.queries.ts';
import { updateOrganizationRoles } from './update-organization-roles.use-case.ts';
import { updateOrganizationsStatus } from './update-organizations-status.use-case.ts';

export function organizationsResolvers() {
  return {
    ...commonResolvers,
    Query: {
      organization: (_, args, ctx) => findOrganization(ctx, args),
      organizationProfile: (_, { slug }, ctx) => findOrganization(ctx, { slug }),
      organizations: (_, args, ctx) => listOrganizations(ctx, args),
      myOrganizations: (_, args, ctx) => listMyOrganizations(ctx, args),
      organizationAdmins: (_, args, ctx) => listOrganizationPeople(ctx, args, 'admins'),
      organizationNonAdmins: (_, args, ctx) => listOrganizationPeople(ctx, args, 'nonAdmins'),
      foundingCircleOrganizations: (_, __, ctx) => listFoundingCircle(ctx),
    },
    Mutation: {
      organization: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addOrganization.run(ctx, input),
          EDIT: (input) => editOrganization.run(ctx, input),
          DELETE: (input) => deleteOrganization.run(ctx, input),
        }),
      updateUsersOrganizationRole: (_, args, ctx) => updateOrganizationRoles.run(ctx, args),
      updateOrganizationsStatus: (_, args, ctx) => updateOrganizationsStatus.run(ctx, args),
    },
    Organization: {
      __resolveReference: (ref, ctx) => organizationReference(ctx, ref.id),
      profile: (organization) => profileOf(organization),
      addresses: (organization, _, ctx) => addressesOfOrganization(ctx).load(organization.id),
      followersCount: async (organization, _, ctx) => (await countsOfOrganization(ctx).load(organization.id))?.followers ?? 0,
      peopleCount: async (organization, _, ctx) => (await countsOfOrganization(ctx).load(organization.id))?.people ?? 0,
      studentsCount: async (organization, _, ctx) => (await countsOfOrganization(ctx).load(organization.id))?.students ?? 0,
    },
    Address: {
      location: (address) => locationOf(address),
    },
  } satisfies Resolvers;
}
