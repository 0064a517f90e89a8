import { createMediaService, createMediaStorage, mediaPort, pickPurposes, type MediaPort } from '@koinonia/kit/media';
import type { GroupFilePurpose } from '../__generated__/resolvers.ts';
import type { CommunityConfig } from '../config.ts';
import type { Group } from '../groups/group.entity.ts';

export const groupFilePurposes = ['GROUP_IMAGE', 'GROUP_BACKGROUND'] as const satisfies readonly GroupFilePurpose[];

/** The group column that holds the file of each purpose. */
export const fileColumns = {
  GROUP_IMAGE: 'profileImageId',
  GROUP_BACKGROUND: 'backgroundImageId',
} as const satisfies Record<GroupFilePurpose, keyof Group>;

export const isGroupFilePurpose = (purpose: string): purpose is GroupFilePurpose => Object.hasOwn(fileColumns, purpose);

/** Community's use of kit's media port for group images. */
export type GroupMedia = MediaPort;

// One per running service: its resolvers and its sweeper must share the clock and the storage.
const running = new WeakMap<CommunityConfig, GroupMedia>();

export function groupMedia(config: CommunityConfig): GroupMedia {
  let found = running.get(config);
  if (!found) {
    found = mediaPort(
      createMediaService({
        storage: createMediaStorage(config.media, config.internalSecret),
        namespace: 'community',
        purposes: pickPurposes(...groupFilePurposes),
        uploadTtlMs: config.media.uploadTtlMs,
      }),
    );
    running.set(config, found);
  }
  return found;
}
