import { createMediaService, createMediaStorage, mediaPort, pickPurposes, type MediaPort } from '@koinonia/kit/media';
import type { ProfileFilePurpose } from '../__generated__/resolvers.ts';
import type { IdentityConfig } from '../config.ts';
import type { Profile } from '../users/user.entity.ts';

export const profileFilePurposes = ['PROFILE_IMAGE', 'PROFILE_BACKGROUND', 'RESUME'] as const satisfies readonly ProfileFilePurpose[];

/** The profile column that holds the file of each purpose. */
export const fileColumns = {
  PROFILE_IMAGE: 'profileImageId',
  PROFILE_BACKGROUND: 'backgroundImageId',
  RESUME: 'resumeFileId',
} as const satisfies Record<ProfileFilePurpose, keyof Profile>;

export const isProfileFilePurpose = (purpose: string): purpose is ProfileFilePurpose => Object.hasOwn(fileColumns, purpose);

/** Identity's use of kit's media port for profile files. */
export type ProfileMedia = MediaPort;

// One per running service: its resolvers and its sweeper must share the clock and the storage.
const running = new WeakMap<IdentityConfig, ProfileMedia>();

export function profileMedia(config: IdentityConfig): ProfileMedia {
  let found = running.get(config);
  if (!found) {
    found = mediaPort(
      createMediaService({
        storage: createMediaStorage(config.media, config.internalSecret),
        namespace: 'identity',
        purposes: pickPurposes(...profileFilePurposes),
        uploadTtlMs: config.media.uploadTtlMs,
      }),
    );
    running.set(config, found);
  }
  return found;
}
