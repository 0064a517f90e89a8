import { createLocalStorage, type LocalDiskStorage } from './local-storage.ts';
import type { MediaConfig } from './media-config.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export { loadMediaConfig, mediaConfigVars, DEFAULT_LOCAL_MEDIA_URL, type MediaConfig, type S3Settings } from './media-config.ts';
export { ContentType, mediaPurposes, pickPurposes, type MediaPurpose, type MediaPurposeName } from './purposes.ts';
export { MediaError, MediaRefusal, uploadFailed } from './media-errors.ts';
export { IMMUTABLE_CACHE, type ObjectStorage, type UploadTarget } from './object-storage.ts';
export type { LocalDiskStorage } from './local-storage.ts';
export { createLocalMediaHandler, type LocalMediaHandler } from './local-media-handler.ts';
export { IMAGE_SIZES } from './image-variants.ts';
export { createMediaEntities, MEDIA_FILE, type MediaFile, type StoredVariant } from './media.entities.ts';
export { mediaMigrations } from './migration.ts';
export {
  createMediaService,
  type MediaFileView,
  type MediaService,
  type MediaServiceOptions,
  type MediaUrls,
  type UploadSlot,
} from './media-service.ts';
export { createMediaSweeper, type MediaSweeper, type SweepResult } from './media-sweeper.ts';
export { mediaPort, mediaSdl, mediaTypeResolvers, type MediaPort } from './media-graphql.ts';

/**
 * The adapter the configuration names. `secret` (INTERNAL_SECRET) signs the local adapter's upload
 * tokens; every process that creates or receives local uploads must share it. The S3 adapter loads
 * the AWS SDK on its first call.
 */
export function createMediaStorage(config: MediaConfig, secret: string): ObjectStorage {
  return config.storage === 'local'
    ? createLocalStorage({ dir: config.dir, publicUrl: config.publicUrl, secret })
    : createS3Storage(config.s3, config.publicUrl);
}

/** The local adapter when that is what `storage` is: the web server mounts its handler then. */
export const asLocalStorage = (storage: ObjectStorage): LocalDiskStorage | null =>
  storage.kind === 'local' ? (storage as LocalDiskStorage) : null;
