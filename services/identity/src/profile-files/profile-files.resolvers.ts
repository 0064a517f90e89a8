import type { Resolvers } from '../__generated__/resolvers.ts';
import { confirmProfileUpload } from './confirm-profile-upload.use-case.ts';
import { deleteProfileFile } from './delete-profile-file.use-case.ts';
import { profileUploadSlot } from './profile-upload-slot.use-case.ts';
import type { ProfileMedia } from './profile-media.ts';

export function profileFilesResolvers(deps: ProfileMedia) {
  const { fileOf, urlOf } = deps;

  return {
    Mutation: {
      profileUploadSlot: (_, args, ctx) => profileUploadSlot.run(ctx, args, deps),
      confirmProfileUpload: (_, args, ctx) => confirmProfileUpload.run(ctx, args, deps),
      deleteProfileFile: (_, args, ctx) => deleteProfileFile.run(ctx, args, deps),
    },
    Profile: {
      profileImage: (profile, _, ctx) => fileOf(ctx, profile.profileImageId),
      backgroundImage: (profile, _, ctx) => fileOf(ctx, profile.backgroundImageId),
      resume: (profile, _, ctx) => fileOf(ctx, profile.resumeFileId),
      profileImageUrl: (profile, _, ctx) => urlOf(ctx, profile.profileImageId),
      backgroundImageUrl: (profile, _, ctx) => urlOf(ctx, profile.backgroundImageId),
      profileResumeUrl: (profile, _, ctx) => urlOf(ctx, profile.resumeFileId),
    },
  } satisfies Resolvers;
}
