import { badInput, commonResolvers, type RequestContext, type Resolvers } from '@koinonia/kit';
import type { Organization } from './organization.entity.ts';
import * as organizations from './organizations.service.ts';

type Args = Record<string, unknown>;

export function organizationsResolvers(): Resolvers {
  return {
    ...commonResolvers,
    Query: {
      organization: (_: unknown, args: { id?: string | null; slug?: string | null; profileId?: string | null }, ctx: RequestContext) =>
        organizations.findOrganization(ctx, args),
      organizationProfile: (_: unknown, args: { slug: string }, ctx: RequestContext) =>
        organizations.findOrganization(ctx, { slug: args.slug }),
      organizations: (_: unknown, args: organizations.OrganizationsArgs, ctx: RequestContext) =>
        organizations.listOrganizations(ctx, args),
      myOrganizations: (_: unknown, args: { cursor?: string | null; search?: string | null; first?: number | null }, ctx: RequestContext) =>
        organizations.listMyOrganizations(ctx, args),
    },
    Mutation: {
      organization: (_: unknown, args: Args, ctx: RequestContext) => {
        switch (args['mutationType']) {
          case 'ADD':
            return organizations.addOrganization(ctx, args);
          case 'EDIT':
            return organizations.editOrganization(ctx, args);
          case 'DELETE':
            return organizations.deleteOrganization(ctx, args);
          default:
            throw badInput([{ path: 'mutationType', message: 'must be ADD, EDIT or DELETE' }]);
        }
      },
    },
    Organization: {
      __resolveReference: (ref: { id: string }, ctx: RequestContext) => organizations.findOrganization(ctx, { id: ref.id }),
      profile: (organization: Organization) => ({
        id: organization.profileId,
        organizationId: organization.id,
        about: organization.about,
        profileImageUrl: organization.profileImageUrl,
        backgroundImageUrl: organization.backgroundImageUrl,
      }),
    },
  };
}
