import type { Viewer } from '@koinonia/kit';
import { dataOf, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { IdentityConfig } from '../config.ts';
import { startIdentityWithMedia, putBytes } from '../profile-files/profile-files.testing.ts';
import { videoMedia } from './video-media.ts';

type T = TestService<IdentityConfig>;

export const VIDEO_UPLOAD_SLOT = graphql(`
  mutation VideoUploadSlot($profileId: ID!, $size: Int!, $fileName: String) {
    videoUploadSlot(profileId: $profileId, size: $size, fileName: $fileName) {
      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt
    }
  }
`);

/** Identity with local media (kit's harness: a temporary directory served at /media); `stop` ends both. */
export async function startIdentityWithLocalMedia(): Promise<{ t: T; stop: () => Promise<void> }> {
  const t = await startIdentityWithMedia({ localMedia: (config) => videoMedia(config).media.storage });
  return { t, stop: () => t.stop() };
}

/** An MP4's leading `ftyp` box in `size` bytes: enough for sniffing, not for playing. */
export function mp4(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.writeUInt32BE(0x200, 12);
  bytes.write('isomiso2', 16, 'latin1');
  return bytes;
}

/** A slot for a profile's video with the bytes uploaded to it; returns the slot's id. */
export async function uploadVideoBytes(t: T, viewer: Viewer, profileId: string, bytes: Buffer): Promise<string> {
  const slot = dataOf(await t.run(viewer, VIDEO_UPLOAD_SLOT, { profileId, size: bytes.length, fileName: 'sermon.mp4' })).videoUploadSlot;
  const status = await putBytes(slot, bytes);
  if (status < 200 || status > 299) throw new Error(`upload answered ${status}`);
  return slot.id;
}
