import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ConfigError } from '../config.ts';
import { loadMediaConfig } from './media-config.ts';

describe('loadMediaConfig', () => {
  it('defaults to local disk under .data/media, served by the web server at /media, slots open 15 minutes', () => {
    expect(loadMediaConfig({})).toEqual({
      storage: 'local',
      dir: resolve('.data/media'),
      publicUrl: 'http://localhost:3000/media',
      uploadTtlMs: 15 * 60_000,
    });
    expect(loadMediaConfig({ MEDIA_PUBLIC_URL: 'https://koinonia.example/media/', MEDIA_UPLOAD_TTL_MINUTES: '5' })).toMatchObject({
      publicUrl: 'https://koinonia.example/media',
      uploadTtlMs: 5 * 60_000,
    });
  });

  it('reads the S3 settings when MEDIA_STORAGE=s3', () => {
    expect(
      loadMediaConfig({
        MEDIA_STORAGE: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      storage: 's3',
      s3: {
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'media',
        region: 'us-east-1',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
      publicUrl: undefined,
      uploadTtlMs: 15 * 60_000,
    });
    expect(loadMediaConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'media' })).toMatchObject({ s3: { credentials: undefined, forcePathStyle: false } });
  });

  it('names what is missing or malformed', () => {
    expect(() => loadMediaConfig({ MEDIA_STORAGE: 'ftp' })).toThrow(/MEDIA_STORAGE/);
    expect(() => loadMediaConfig({ MEDIA_STORAGE: 's3' })).toThrow(new ConfigError('Invalid configuration:\n  S3_BUCKET: required with MEDIA_STORAGE=s3'));
    expect(() => loadMediaConfig({ MEDIA_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(/set both or neither/);
    expect(() => loadMediaConfig({ S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadMediaConfig({ MEDIA_PUBLIC_URL: 'not a url' })).toThrow(/MEDIA_PUBLIC_URL/);
  });
});
