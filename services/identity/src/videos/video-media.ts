import { createMediaService, mediaPort, pickPurposes, type MediaPort } from '@koinonia/kit/media';
import type { IdentityConfig } from '../config.ts';
import { profileMedia } from '../profile-files/profile-media.ts';

/** Identity's media port for profile videos. */
export type VideoMedia = MediaPort;

const running = new WeakMap<IdentityConfig, VideoMedia>();

/**
 * The profile's files and its videos share the storage and the namespace, so the one sweeper
 * (profile-files') deletes both kinds' garbage; each port accepts only its own purposes, so a
 * video slot cannot be confirmed as a profile image or the other way round.
 */
export function videoMedia(config: IdentityConfig): VideoMedia {
  let found = running.get(config);
  if (!found) {
    const profiles = profileMedia(config).media;
    found = mediaPort(
      createMediaService({
        storage: profiles.storage,
        namespace: profiles.namespace,
        purposes: pickPurposes('PROFILE_VIDEO'),
        uploadTtlMs: config.media.uploadTtlMs,
      }),
    );
    running.set(config, found);
  }
  return found;
}
