import { commonResolvers, dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { candidacyByKey } from '../memberships/memberships.repository.ts';
import { addGroup } from './add-group.use-case.ts';
import { deleteGroup } from './delete-group.use-case.ts';
import { editGroup } from './edit-group.use-case.ts';
import type { Group } from './group.entity.ts';
import { membershipKey } from './group.repository.ts';
import { featureAccess, groupFeatures, permissionsOf, standingIn, type FeatureAccess, type GroupFeature } from './group-permissions.ts';
import { findGroup, listGroups, listMyGroups, resolveGroupReference } from './groups.queries.ts';

const hasLocation = (group: Group): boolean =>
  [group.locationCountry, group.locationCity, group.locationState, group.locationZipcode].some((v) => v != null);

export function groupsResolvers() {
  return {
    ...commonResolvers,
    Query: {
      group: (_, { slug }, ctx) => findGroup(ctx, slug),
      groups: (_, args, ctx) => listGroups(ctx, args),
      myGroups: (_, args, ctx) => listMyGroups(ctx, args),
    },
    Mutation: {
      group: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addGroup.run(ctx, input),
          EDIT: (input) => editGroup.run(ctx, input),
          DELETE: (input) => deleteGroup.run(ctx, input),
        }),
    },
    Group: {
      __resolveReference: (ref, ctx) => resolveGroupReference(ctx, ref.id),
      location: (group) =>
        hasLocation(group)
          ? { country: group.locationCountry ?? null, city: group.locationCity ?? null, state: group.locationState ?? null, zipcode: group.locationZipcode ?? null }
          : null,
      permissions: (group) => permissionsOf(group),
      pinnedNewsFeedPostId: (group) => group.pinnedNewsFeedPostId ?? null,
      viewerStatus: async (group, _, ctx) => {
        const userId = ctx.viewer.userId;
        if (!userId) return null;
        const { role } = await standingIn(ctx, group);
        return role ?? (await candidacyByKey(ctx).load(membershipKey(group.id, userId)))?.kind ?? null;
      },
      viewerAccess: async (group, _, ctx) => {
        const standing = await standingIn(ctx, group);
        return Object.fromEntries(groupFeatures.map((feature) => [feature, featureAccess(group, standing, feature)])) as Record<GroupFeature, FeatureAccess>;
      },
    },
  } satisfies Resolvers;
}
