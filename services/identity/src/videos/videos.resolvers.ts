import { dispatchMutationType, type RequestContext } from '@koinonia/kit';
import type { MediaFileView } from '@koinonia/kit/media';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { addVideo } from './add-video.use-case.ts';
import { deleteVideo } from './delete-video.use-case.ts';
import { editVideo } from './edit-video.use-case.ts';
import type { Video } from './video.entity.ts';
import type { VideoMedia } from './video-media.ts';
import { videoUploadSlot } from './video-upload-slot.use-case.ts';
import { listVideos } from './videos.queries.ts';

export function videosResolvers(deps: VideoMedia) {
  const fileOf = (ctx: RequestContext, video: Video): Promise<MediaFileView | null> => deps.fileOf(ctx, video.fileId);
  const urlOf = async (ctx: RequestContext, video: Video): Promise<string> => {
    if (video.videoUrl) return video.videoUrl;
    const file = await fileOf(ctx, video);
    // A video has a link or a file (a check constraint), and the file goes only with the video.
    if (!file) throw new Error(`video ${video.id} has neither a link nor a file`);
    return file.urls.original;
  };

  return {
    Query: {
      videos: (_, args, ctx) => listVideos(ctx, args),
    },
    Mutation: {
      video: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addVideo.run(ctx, input, deps),
          EDIT: (input) => editVideo.run(ctx, input, deps),
          DELETE: (input) => deleteVideo.run(ctx, input, deps),
        }),
      videoUploadSlot: (_, args, ctx) => videoUploadSlot.run(ctx, args, deps),
    },
    Video: {
      videoUrl: (video, _, ctx) => urlOf(ctx, video),
      file: (video, _, ctx) => fileOf(ctx, video),
    },
    Profile: {
      videos: (profile, args, ctx) => listVideos(ctx, { ...args, profileId: profile.id }),
    },
  } satisfies Resolvers;
}
