import type { MediaPort } from '@koinonia/kit/media';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { confirmOrganizationUpload } from './confirm-organization-upload.use-case.ts';
import { deleteOrganizationFile } from './delete-organization-file.use-case.ts';
import { organizationUploadSlot } from './organization-upload-slot.use-case.ts';

/** Upload mutations, and the profile's images: a link given with the organization mutation wins over an earlier upload. */
export function organizationFilesResolvers(deps: MediaPort) {
  const { fileOf, urlOf } = deps;
  return {
    Mutation: {
      organizationUploadSlot: (_, args, ctx) => organizationUploadSlot.run(ctx, args, deps),
      confirmOrganizationUpload: (_, args, ctx) => confirmOrganizationUpload.run(ctx, args, deps),
      deleteOrganizationFile: (_, args, ctx) => deleteOrganizationFile.run(ctx, args, deps),
    },
    OrganizationProfile: {
      profileImage: (profile, _, ctx) => (profile.profileImageUrl ? null : fileOf(ctx, profile.profileImageId)),
      backgroundImage: (profile, _, ctx) => (profile.backgroundImageUrl ? null : fileOf(ctx, profile.backgroundImageId)),
      profileImageUrl: (profile, _, ctx) => profile.profileImageUrl ?? urlOf(ctx, profile.profileImageId),
      backgroundImageUrl: (profile, _, ctx) => profile.backgroundImageUrl ?? urlOf(ctx, profile.backgroundImageId),
    },
  } satisfies Resolvers;
}
