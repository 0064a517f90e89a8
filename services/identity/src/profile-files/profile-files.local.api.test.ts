import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from '@jest/globals';
import { asLocalStorage, createLocalMediaHandler } from '@koinonia/kit/media';
import type { TestService } from '@koinonia/kit/testing';
import type { IdentityConfig } from '../config.ts';
import { profileMedia } from './profile-media.ts';
import { describeProfileFiles } from './profile-files.scenarios.ts';
import { startIdentityWithMedia } from './profile-files.testing.ts';

// The local adapter: files in a temporary directory, its handler served at /media by a small HTTP
// server, as the web server mounts it.
let dir: string;
let server: Server;
let t: TestService<IdentityConfig>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'koinonia-identity-media-'));
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await startIdentityWithMedia({ MEDIA_STORAGE: 'local', MEDIA_DIR: dir, MEDIA_PUBLIC_URL: `http://127.0.0.1:${port}/media` });
  const storage = asLocalStorage(profileMedia(t.service.config).media.storage);
  if (!storage) throw new Error('expected the local adapter');
  const handle = createLocalMediaHandler(storage);
  server.on('request', (req, res) => {
    void handle(req, res).catch(() => res.writeHead(500).end());
  });
});
afterAll(async () => {
  await t?.stop();
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describeProfileFiles({
  t: () => t,
  // A token altered at its signature.
  forge: (url) => url.replace(/token=([^&]+)/, (_, token: string) => `token=${token.slice(0, -4)}AAAA`),
  tooLargeUploadStatus: 413,
});
