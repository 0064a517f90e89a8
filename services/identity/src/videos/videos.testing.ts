import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Viewer } from '@koinonia/kit';
import { asLocalStorage, createLocalMediaHandler } from '@koinonia/kit/media';
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

/**
 * Identity with local media in a temporary directory, served at /media by a small HTTP server as
 * the web server mounts it; `stop` ends all three.
 */
export async function startIdentityWithLocalMedia(): Promise<{ t: T; stop: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'koinonia-identity-videos-'));
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const t = await startIdentityWithMedia({ MEDIA_STORAGE: 'local', MEDIA_DIR: dir, MEDIA_PUBLIC_URL: `http://127.0.0.1:${port}/media` });
  const storage = asLocalStorage(videoMedia(t.service.config).media.storage);
  if (!storage) throw new Error('expected the local adapter');
  const handle = createLocalMediaHandler(storage);
  server.on('request', (req, res) => {
    void handle(req, res).catch(() => res.writeHead(500).end());
  });
  return {
    t,
    stop: async () => {
      await t.stop();
      await new Promise((resolve) => server.close(resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
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
