import { describe, expect, it } from '@jest/globals';
import { createMediaStorage, loadMediaConfig } from '@koinonia/kit/media';
import { s3BucketOrigin } from '@koinonia/web';
import { webMedia } from './web-media.ts';

/** S3Proxy as `npm run s3:up` starts it, in the variables the README gives for `npm start`. */
const S3PROXY = {
  MEDIA_STORAGE: 's3',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_FORCE_PATH_STYLE: 'true',
  S3_BUCKET: 'koinonia-media',
  S3_ACCESS_KEY_ID: 'koinonia-local',
  S3_SECRET_ACCESS_KEY: 'koinonia-local-secret',
};

describe("the web server's media options, as `npm start` and the browser tests build them", () => {
  it('with files in S3, lets the pages read from and upload to the bucket, and mounts no local handler', () => {
    const { web, env } = webMedia('http://localhost:3000', S3PROXY);
    expect(web).toEqual({ mediaUrl: 'http://127.0.0.1:9000' });
    // The services link presigned bucket URLs: no public URL is made up for them.
    expect(env.MEDIA_PUBLIC_URL).toBeUndefined();
  });

  it('with a public URL in front of S3, reads files there and uploads to the bucket', () => {
    const { web } = webMedia('http://localhost:3000', { ...S3PROXY, MEDIA_PUBLIC_URL: 'https://cdn.koinonia.example/media' });
    expect(web).toEqual({ mediaUrl: 'https://cdn.koinonia.example/media', uploadOrigins: ['http://127.0.0.1:9000'] });
  });

  it("with files on local disk, mounts the handler at the web app's /media", () => {
    const { web, env } = webMedia('http://localhost:3000/', { MEDIA_DIR: '/tmp/koinonia-web-media-test' });
    expect(env.MEDIA_PUBLIC_URL).toBe('http://localhost:3000/media');
    expect(web.mediaUrl).toBe('http://localhost:3000/media');
    expect(web.media?.basePath).toBe('/media');
    expect(web.uploadOrigins).toBeUndefined();
  });

  it("names the origin of the URLs kit's S3 adapter presigns, however the bucket is addressed", async () => {
    // Presigning is computed here (no request is made), so this checks the web package's copy of
    // the SDK's addressing rules against the SDK itself, for uploads and for downloads.
    const cases: Record<string, string>[] = [
      {},
      { S3_FORCE_PATH_STYLE: 'false' },
      { S3_ENDPOINT: 'http://localhost:9000', S3_FORCE_PATH_STYLE: 'false' },
      { S3_ENDPOINT: 'https://s3.example.com/prefix', S3_FORCE_PATH_STYLE: 'false' },
      { S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'media.example', S3_FORCE_PATH_STYLE: 'false' },
      { S3_ENDPOINT: 'http://s3.example.com', S3_BUCKET: 'media.example', S3_FORCE_PATH_STYLE: 'false' },
      { S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: 'false' },
      { S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'eu-west-1' },
      { S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: 'false', S3_REGION: 'cn-north-1' },
      { S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: 'false', S3_BUCKET: 'media.example' },
      { S3_ENDPOINT: '', S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'eu-west-1' },
    ];
    for (const overrides of cases) {
      const config = loadMediaConfig({ ...S3PROXY, ...overrides });
      if (config.storage !== 's3') throw new Error('not S3');
      const storage = createMediaStorage(config, 'unused');
      const now = new Date();
      const upload = await storage.uploadTarget('identity/uploads/slot', { size: 10, signedAt: now, expiresAt: new Date(now.getTime() + 60_000) });
      const download = await storage.url('identity/files/file');
      const origin = s3BucketOrigin(config.s3);
      expect([overrides, new URL(upload.url).origin, new URL(download).origin]).toEqual([overrides, origin, origin]);
      expect([overrides, webMedia('http://localhost:3000', { ...S3PROXY, ...overrides }).web]).toEqual([overrides, { mediaUrl: origin }]);
    }
  });
});
