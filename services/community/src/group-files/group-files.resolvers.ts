import type { Resolvers } from '../__generated__/resolvers.ts';
import { confirmGroupUpload } from './confirm-group-upload.use-case.ts';
import { deleteGroupFile } from './delete-group-file.use-case.ts';
import { groupUploadSlot } from './group-upload-slot.use-case.ts';
import type { GroupMedia } from './group-media.ts';

export function groupFilesResolvers(deps: GroupMedia) {
  const { fileOf, urlOf } = deps;

  return {
    Mutation: {
      groupUploadSlot: (_, args, ctx) => groupUploadSlot.run(ctx, args, deps),
      confirmGroupUpload: (_, args, ctx) => confirmGroupUpload.run(ctx, args, deps),
      deleteGroupFile: (_, args, ctx) => deleteGroupFile.run(ctx, args, deps),
    },
    Group: {
      profileImage: (group, _, ctx) => fileOf(ctx, group.profileImageId),
      backgroundImage: (group, _, ctx) => fileOf(ctx, group.backgroundImageId),
      profileImageUrl: (group, _, ctx) => urlOf(ctx, group.profileImageId),
      backgroundImageUrl: (group, _, ctx) => urlOf(ctx, group.backgroundImageId),
    },
  } satisfies Resolvers;
}
