import { defineLoader, type Loader } from '../db/loaders.ts';
import type { RequestContext } from '../server.ts';
import type { MediaFile } from './media.entities.ts';
import type { MediaFileView, MediaService, UploadSlot } from './media-service.ts';

/** The SDL of the shared media types (`subgraphTypeDefs(mediaSdl, ...)`). */
export const mediaSdl = new URL('./media.graphql', import.meta.url);

/** Resolvers of the shared media types; spread into the resolver map of each subgraph with uploads. */
export const mediaTypeResolvers = {
  UploadSlot: {
    uploadHeaders: (slot: UploadSlot) => Object.entries(slot.uploadHeaders).map(([name, value]) => ({ name, value })),
  },
  MediaFile: {
    contentType: (file: MediaFileView) => file.type,
    url: (file: MediaFileView) => file.urls.original,
    cardUrl: (file: MediaFileView) => file.urls.card,
    avatarUrl: (file: MediaFileView) => file.urls.avatar,
  },
};

/** A service's media port with what its resolvers need to show the files its rows point at. */
export interface MediaPort {
  readonly media: MediaService;
  /** Per request: a page of rows loads its files in one query. */
  readonly fileById: Loader<string, MediaFile | null>;
  /** The file a row's column points at, with its URLs made for this request (S3's may be presigned). */
  readonly fileOf: (ctx: RequestContext, id: string | null | undefined) => Promise<MediaFileView | null>;
  /** That file's original URL. */
  readonly urlOf: (ctx: RequestContext, id: string | null | undefined) => Promise<string | null>;
}

export function mediaPort(media: MediaService): MediaPort {
  const fileById = defineLoader((em, ids: readonly string[]) => media.findFiles(em, ids), (file) => file.id);
  const fileOf = async (ctx: RequestContext, id: string | null | undefined): Promise<MediaFileView | null> => {
    const file = id ? await fileById(ctx).load(id) : null;
    return file ? media.view(file) : null;
  };
  return { media, fileById, fileOf, urlOf: async (ctx, id) => (await fileOf(ctx, id))?.urls.original ?? null };
}
