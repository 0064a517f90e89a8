import { createMediaService, createMediaStorage, mediaPort, mediaPurposes, type MediaPort } from '@koinonia/kit/media';
import type { OrgsJobsConfig } from './config.ts';

/**
 * What orgs-jobs accepts uploads for: an organization's logo and banner (kit has one organization
 * image purpose; the banner takes its rules under its own name) and an applicant's video.
 */
export const orgsJobsPurposes = {
  ORGANIZATION_IMAGE: mediaPurposes.ORGANIZATION_IMAGE,
  ORGANIZATION_BACKGROUND: { ...mediaPurposes.ORGANIZATION_IMAGE, label: 'Background image' },
  APPLICATION_VIDEO: mediaPurposes.APPLICATION_VIDEO,
} as const;

// One per running service: its resolvers and its sweeper must share the clock and the storage.
const running = new WeakMap<OrgsJobsConfig, MediaPort>();

/** orgs-jobs' use of kit's media port. */
export function orgsJobsMedia(config: OrgsJobsConfig): MediaPort {
  let found = running.get(config);
  if (!found) {
    found = mediaPort(
      createMediaService({
        storage: createMediaStorage(config.media, config.internalSecret),
        namespace: 'orgs-jobs',
        purposes: orgsJobsPurposes,
        uploadTtlMs: config.media.uploadTtlMs,
      }),
    );
    running.set(config, found);
  }
  return found;
}
