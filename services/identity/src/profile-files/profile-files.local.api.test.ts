import { afterAll, beforeAll } from '@jest/globals';
import type { TestService } from '@koinonia/kit/testing';
import type { IdentityConfig } from '../config.ts';
import { profileMedia } from './profile-media.ts';
import { describeProfileFiles } from './profile-files.scenarios.ts';
import { startIdentityWithMedia } from './profile-files.testing.ts';

// The local adapter: files in a temporary directory, its handler served at /media by a small HTTP
// server, as the web server mounts it.
let t: TestService<IdentityConfig>;

beforeAll(async () => {
  t = await startIdentityWithMedia({ localMedia: (config) => profileMedia(config).media.storage });
});
afterAll(async () => t?.stop());

describeProfileFiles({
  t: () => t,
  // A token altered at its signature.
  forge: (url) => url.replace(/token=([^&]+)/, (_, token: string) => `token=${token.slice(0, -4)}AAAA`),
  tooLargeUploadStatus: 413,
});
