import { describe, expect, it } from '@jest/globals';
import { normalizeRuntimeConfig } from '../src/app/runtime-config.ts';
import { mediaPageSources, s3BucketOrigin, type S3Location } from './media-sources.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

const s3 = (overrides: Partial<S3Location> = {}): S3Location => ({
  endpoint: 'http://127.0.0.1:9000',
  bucket: 'koinonia-media',
  region: 'us-east-1',
  forcePathStyle: true,
  ...overrides,
});

describe("where the browser reads and writes uploaded files, for the pages' policy", () => {
  const config = normalizeRuntimeConfig({ apiUrl: 'http://localhost:4000/graphql', publicUrl: 'http://localhost:3000' });
  const policyFor = (sources: ReturnType<typeof mediaPageSources>) => directives(pageContentSecurityPolicy('n', { config, ...sources }));

  it('lets the browser read images and video from an S3 bucket and upload to it, and widens nothing else', () => {
    const sources = mediaPageSources({ storage: 's3', s3: s3() });
    expect(sources).toEqual({ mediaUrl: 'http://127.0.0.1:9000' });
    const policy = policyFor(sources);
    const without = policyFor({});
    for (const name of ['connect-src', 'img-src', 'media-src']) {
      expect([name, policy[name]]).toEqual([name, [...without[name]!, 'http://127.0.0.1:9000']]);
    }
    for (const name of Object.keys(without).filter((name) => !['connect-src', 'img-src', 'media-src'].includes(name))) {
      // The nonce aside, every other directive is as it is without media.
      expect([name, policy[name]]).toEqual([name, without[name]]);
    }
  });

  it('reads from a public URL and uploads to the bucket behind it', () => {
    const sources = mediaPageSources({ storage: 's3', publicUrl: 'https://cdn.koinonia.example/media', s3: s3({ endpoint: undefined, forcePathStyle: false, region: 'eu-west-1' }) });
    expect(sources).toEqual({ mediaUrl: 'https://cdn.koinonia.example/media', uploadOrigins: ['https://koinonia-media.s3.eu-west-1.amazonaws.com'] });
    const policy = policyFor(sources);
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://cdn.koinonia.example', 'https://koinonia-media.s3.eu-west-1.amazonaws.com']));
    expect(policy['img-src']).toContain('https://cdn.koinonia.example');
    // Uploads only: the bucket is no source of images here.
    expect(policy['img-src']).not.toContain('https://koinonia-media.s3.eu-west-1.amazonaws.com');
  });

  it('keeps local files at their public URL', () => {
    expect(mediaPageSources({ storage: 'local', publicUrl: 'http://localhost:3000/media' })).toEqual({ mediaUrl: 'http://localhost:3000/media' });
    expect(mediaPageSources({ storage: 'local', publicUrl: undefined })).toEqual({});
  });

  it("finds the bucket's origin as the AWS SDK addresses it", () => {
    // Path style: forced, or the endpoint is an IP address.
    expect(s3BucketOrigin(s3())).toBe('http://127.0.0.1:9000');
    expect(s3BucketOrigin(s3({ forcePathStyle: false }))).toBe('http://127.0.0.1:9000');
    expect(s3BucketOrigin(s3({ endpoint: 'http://[::1]:9000', forcePathStyle: false }))).toBe('http://[::1]:9000');
    // Otherwise the bucket is part of the host name, when its name can be one.
    expect(s3BucketOrigin(s3({ endpoint: 'http://localhost:9000', forcePathStyle: false }))).toBe('http://koinonia-media.localhost:9000');
    expect(s3BucketOrigin(s3({ endpoint: 'https://s3.example.com/prefix', forcePathStyle: false }))).toBe('https://koinonia-media.s3.example.com');
    expect(s3BucketOrigin(s3({ endpoint: 'https://s3.example.com', bucket: 'media.example', forcePathStyle: false }))).toBe('https://s3.example.com');
    expect(s3BucketOrigin(s3({ endpoint: 'http://s3.example.com', bucket: 'media.example', forcePathStyle: false }))).toBe('http://media.example.s3.example.com');
    expect(s3BucketOrigin(s3({ endpoint: 'http://s3.example.com', bucket: 'Media', forcePathStyle: false }))).toBe('http://s3.example.com');
    // AWS S3 itself.
    const aws = { endpoint: undefined, forcePathStyle: false };
    expect(s3BucketOrigin(s3(aws))).toBe('https://koinonia-media.s3.us-east-1.amazonaws.com');
    expect(s3BucketOrigin(s3({ ...aws, region: 'cn-north-1' }))).toBe('https://koinonia-media.s3.cn-north-1.amazonaws.com.cn');
    expect(s3BucketOrigin(s3({ ...aws, bucket: 'media.example', region: 'eu-west-1' }))).toBe('https://s3.eu-west-1.amazonaws.com');
    expect(s3BucketOrigin(s3({ ...aws, forcePathStyle: true }))).toBe('https://s3.us-east-1.amazonaws.com');
  });
});
