import { createMediaService, createMediaStorage, mediaPort, pickPurposes, type MediaPort } from '@koinonia/kit/media';
import type { EntityManager, Viewer } from '@koinonia/kit';
import type { FeedFilePurpose } from '../__generated__/resolvers.ts';
import type { CommunityConfig } from '../config.ts';
import { feedErrors } from './feed.errors.ts';

export const feedFilePurposes = ['NEWS_FEED_IMAGE', 'NEWS_FEED_VIDEO'] as const satisfies readonly FeedFilePurpose[];

/**
 * The feed's use of kit's media port: a post's image and video. Same storage and namespace as group
 * images, so the service's one media sweeper (which works on the namespace, whatever the purpose)
 * deletes released and unconfirmed bytes of both.
 */
export type FeedMedia = MediaPort;

// One per running service, as group-media.ts: its resolvers and use cases share the storage.
const running = new WeakMap<CommunityConfig, FeedMedia>();

export function feedMedia(config: CommunityConfig): FeedMedia {
  let found = running.get(config);
  if (!found) {
    found = mediaPort(
      createMediaService({
        storage: createMediaStorage(config.media, config.internalSecret),
        namespace: 'community',
        purposes: pickPurposes(...feedFilePurposes),
        uploadTtlMs: config.media.uploadTtlMs,
      }),
    );
    running.set(config, found);
  }
  return found;
}

/**
 * Accepts the viewer's upload for a post (kit refuses another person's slot and bad bytes), inside
 * the post's transaction; `path` names the argument in a refusal of the wrong kind of file.
 */
export async function confirmFeedUpload(
  em: EntityManager,
  { media }: FeedMedia,
  viewer: Viewer,
  upload: { slotId: string; purpose: FeedFilePurpose; path: string },
): Promise<string> {
  const file = await media.confirmUpload(em, { viewer, slotId: upload.slotId });
  if (file.purpose !== upload.purpose) throw feedErrors.wrongUpload(upload.path);
  return file.id;
}

/** Deletes a post's file (owned by its author, who uploaded it); its bytes go once the transaction commits. */
export async function releaseFeedFile(em: EntityManager, { media }: FeedMedia, fileId: string | null | undefined, authorId: string): Promise<void> {
  if (fileId) await media.deleteFile(em, { fileId, ownerId: authorId });
}
