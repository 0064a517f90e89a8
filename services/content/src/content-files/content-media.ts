import { createMediaService, createMediaStorage, mediaPort, mediaPurposes, type MediaPort } from '@koinonia/kit/media';
import type { ContentFilePurpose } from '../__generated__/resolvers.ts';
import type { ContentConfig } from '../config.ts';

export const contentFilePurposes = ['BLOG_THUMBNAIL', 'NEWSLETTER_PODCAST_IMAGE'] as const satisfies readonly ContentFilePurpose[];

/**
 * Content's use of kit's media port: images whose URL a post or newsletter keeps in a text field.
 * Content editors upload them (the use cases check the role, which kit's `who` cannot name); each
 * upload is its own file, as an older post or newsletter may still show the previous one.
 */
const purposes = {
  BLOG_THUMBNAIL: { ...mediaPurposes.BLOG_THUMBNAIL, who: 'member', onePerOwner: false },
  NEWSLETTER_PODCAST_IMAGE: { ...mediaPurposes.NEWSLETTER_PODCAST_IMAGE, who: 'member', onePerOwner: false },
} as const;

export type ContentMedia = MediaPort;

// One per running service: its resolvers and its sweeper must share the clock and the storage.
const running = new WeakMap<ContentConfig, ContentMedia>();

export function contentMedia(config: ContentConfig): ContentMedia {
  let found = running.get(config);
  if (!found) {
    found = mediaPort(
      createMediaService({
        storage: createMediaStorage(config.media, config.internalSecret),
        namespace: 'content',
        purposes,
        uploadTtlMs: config.media.uploadTtlMs,
      }),
    );
    running.set(config, found);
  }
  return found;
}

/** A link to a file of this service's storage (served over http in development), which https rules accept. */
export const isOwnMediaUrl = (config: Pick<ContentConfig, 'media'>, url: string): boolean =>
  config.media.publicUrl !== undefined && url.startsWith(`${config.media.publicUrl}/`);
