import { describe, expect, it } from '@jest/globals';
import { loadWebServerOptions } from './config.ts';

describe('web server configuration', () => {
  it('has local defaults', () => {
    expect(loadWebServerOptions({})).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      apiUrl: 'http://localhost:4000/graphql',
    });
  });

  it('names the variable that is malformed', () => {
    expect(() => loadWebServerOptions({ WEB_PORT: 'eighty' })).toThrow('WEB_PORT');
    expect(() => loadWebServerOptions({ API_URL: 'not a url' })).toThrow('API_URL');
  });

  it('is in development mode only when told so, and reads where media is served from', () => {
    expect(loadWebServerOptions({}).devMode).toBe(false);
    expect(loadWebServerOptions({ KOINONIA_DEV_MODE: 'true' }).devMode).toBe(true);
    expect(() => loadWebServerOptions({ KOINONIA_DEV_MODE: 'yes' })).toThrow('KOINONIA_DEV_MODE');
    expect(loadWebServerOptions({ MEDIA_PUBLIC_URL: 'https://cdn.example/media', MEDIA_UPLOAD_ORIGINS: 'https://b.s3.example, https://c.example' })).toMatchObject({
      mediaUrl: 'https://cdn.example/media',
      uploadOrigins: ['https://b.s3.example', 'https://c.example'],
    });
  });

  it("allows an S3 bucket's origin, from the services' media variables, for the browser's reads and uploads", () => {
    const s3 = { MEDIA_STORAGE: 's3', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true', S3_BUCKET: 'koinonia-media' };
    expect(loadWebServerOptions(s3)).toMatchObject({ mediaUrl: 'http://127.0.0.1:9000' });
    expect(loadWebServerOptions(s3).uploadOrigins).toBeUndefined();
    expect(loadWebServerOptions({ ...s3, MEDIA_PUBLIC_URL: 'https://cdn.example/media/', MEDIA_UPLOAD_ORIGINS: 'https://c.example' })).toMatchObject({
      mediaUrl: 'https://cdn.example/media',
      uploadOrigins: ['http://127.0.0.1:9000', 'https://c.example'],
    });
    expect(loadWebServerOptions({ MEDIA_STORAGE: 's3', S3_BUCKET: 'koinonia-media', S3_REGION: 'eu-west-1' }).mediaUrl).toBe(
      'https://koinonia-media.s3.eu-west-1.amazonaws.com',
    );
    expect(() => loadWebServerOptions({ MEDIA_STORAGE: 's3' })).toThrow('S3_BUCKET');
    expect(() => loadWebServerOptions({ ...s3, S3_ENDPOINT: 'nowhere' })).toThrow('S3_ENDPOINT');
    expect(() => loadWebServerOptions({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE');
    expect(() => loadWebServerOptions({ MEDIA_STORAGE: 'disk' })).toThrow('MEDIA_STORAGE');
  });

  it('passes analytics ids through', () => {
    expect(loadWebServerOptions({ POSTHOG_KEY: 'phc_x', WEB_ANALYTICS_ID: 'G-1' })).toMatchObject({
      posthogKey: 'phc_x',
      webAnalyticsId: 'G-1',
    });
  });
});
