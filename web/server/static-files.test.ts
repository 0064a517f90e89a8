import { describe, expect, it } from '@jest/globals';
import { cacheControl, chooseEncoding, contentType, resolveInside } from './static-files.ts';

describe('static files', () => {
  it('caches hashed assets for a year and other files briefly', () => {
    expect(cacheControl('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/og-image.png')).toBe('public, max-age=3600');
  });

  it('prefers brotli, then gzip', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBe('identity');
  });

  it('knows the content types it serves', () => {
    expect(contentType('/manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentType('/a.svg')).toBe('image/svg+xml');
  });

  it('never leaves the root or serves hidden files', () => {
    expect(resolveInside('/srv/dist', '/assets/a.js')).toBe('/srv/dist/assets/a.js');
    expect(resolveInside('/srv/dist', '/../etc/passwd')).toBeNull();
    expect(resolveInside('/srv/dist', '/%2e%2e/etc/passwd')).toBeNull();
    expect(resolveInside('/srv/dist', '/.vite/manifest.json')).toBeNull();
    expect(resolveInside('/srv/dist', '/%E0%A4%A')).toBeNull();
  });
});
