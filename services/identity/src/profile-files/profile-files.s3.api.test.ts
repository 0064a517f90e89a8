import { afterAll, beforeAll } from '@jest/globals';
import { describeWith, s3TestEnv, type TestService } from '@koinonia/kit/testing';
import type { IdentityConfig } from '../config.ts';
import { describeProfileFiles } from './profile-files.scenarios.ts';
import { startIdentityWithMedia } from './profile-files.testing.ts';

// The S3 adapter against the real S3-compatible server jest's global setup starts (S3Proxy, with
// the bucket and local credentials of deploy/s3proxy). Keys are under `identity/`, each a new uuid.
describeWith('s3', 'services/identity/src/profile-files/profile-files.s3.api.test.ts')('profile files on S3', () => {
  let t: TestService<IdentityConfig>;
  beforeAll(async () => {
    t = await startIdentityWithMedia({ env: s3TestEnv(process.env['S3_BUCKET'] ?? 'koinonia-media') });
  });
  afterAll(async () => t?.stop());

  describeProfileFiles({
    t: () => t,
    // A presigned URL altered at its signature: S3 refuses it as SignatureDoesNotMatch.
    forge: (url) => url.replace(/X-Amz-Signature=([0-9a-f]+)/, (_, signature: string) => `X-Amz-Signature=${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`),
    // S3 refuses a body whose length differs from the signed Content-Length as a bad signature.
    tooLargeUploadStatus: 403,
  });
});
