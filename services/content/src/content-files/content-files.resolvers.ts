import type { Resolvers } from '../__generated__/resolvers.ts';
import type { ContentMedia } from './content-media.ts';
import { confirmContentUpload, contentUploadSlot } from './content-upload.use-case.ts';

export function contentFilesResolvers(deps: ContentMedia) {
  return {
    Mutation: {
      contentUploadSlot: (_, args, ctx) => contentUploadSlot.run(ctx, args, deps),
      confirmContentUpload: (_, args, ctx) => confirmContentUpload.run(ctx, args, deps),
    },
  } satisfies Resolvers;
}
