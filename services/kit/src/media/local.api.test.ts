import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startLocalMediaServer, type LocalMediaServer } from '../testing/local-media.ts';
import { signedInViewer } from '../testing/viewers.ts';
import { parseRange } from './local-media-handler.ts';
import { createLocalStorage, type LocalDiskStorage } from './local-storage.ts';
import { mediaKeys } from './object-storage.ts';
import { pdfDocument, smallPng } from './testing/fixtures.ts';
import { startMediaHarness, type MediaHarness } from './testing/harness.ts';
import { describeUploadFlow } from './testing/scenarios.ts';
import { signUploadToken } from './upload-token.ts';

// The local adapter through its HTTP handler, mounted at /media as the web server mounts it, on a
// real database. Files go to a temporary directory.
const SECRET = 'local-media-test-secret-0123456789abcdef';
let server: LocalMediaServer;
let storage: LocalDiskStorage;
let h: MediaHarness;

beforeAll(async () => {
  server = await startLocalMediaServer('kit');
  storage = createLocalStorage({ dir: server.dir, publicUrl: server.publicUrl, secret: SECRET });
  server.serve(storage);
  h = await startMediaHarness('kit_media_local', storage);
});
afterAll(async () => {
  await h?.stop();
  await server?.stop();
});

describeUploadFlow(() => h, { tooLargeUploadStatus: 413, closesConfirmedUploads: true });

describe('the local handler', () => {
  const alice = signedInViewer();

  it('refuses a token signed with another secret, a missing one and a tampered one', async () => {
    const pdf = pdfDocument();
    const slot = await h.slot(alice, 'RESUME', pdf);
    const key = mediaKeys.staging(h.media.namespace, slot.id);
    const now = new Date();
    const claims = { key, maxBytes: pdf.length, signedAt: now, expiresAt: new Date(now.getTime() + 60_000) };
    const forged = await signUploadToken('another-secret-that-is-long-enough-000000', claims);
    const url = (token: string) => `${storage.publicUrl}/${key}?token=${encodeURIComponent(token)}`;
    expect(await h.upload({ uploadUrl: url(forged), uploadHeaders: {} }, pdf)).toBe(403);
    expect(await h.upload({ uploadUrl: `${storage.publicUrl}/${key}`, uploadHeaders: {} }, pdf)).toBe(403);
    const tampered = slot.uploadUrl.replace(/token=([^&]+)/, (_, token: string) => `token=${token.slice(0, -4)}AAAA`);
    expect(await h.upload({ uploadUrl: tampered, uploadHeaders: {} }, pdf)).toBe(403);
    expect(await storage.size(key)).toBeNull();
  });

  it('answers conditional, ranged and HEAD requests', async () => {
    const file = await h.store(alice, 'PROFILE_IMAGE', await smallPng());
    const first = await fetch(file.urls.avatar ?? '');
    const etag = first.headers.get('etag') ?? '';
    const size = Number(first.headers.get('content-length'));
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect((await fetch(file.urls.avatar ?? '', { headers: { 'if-none-match': etag } })).status).toBe(304);

    const tail = await fetch(file.urls.avatar ?? '', { headers: { range: 'bytes=-10' } });
    expect([tail.status, tail.headers.get('content-range'), (await tail.arrayBuffer()).byteLength]).toEqual([
      206,
      `bytes ${size - 10}-${size - 1}/${size}`,
      10,
    ]);
    const beyond = await fetch(file.urls.avatar ?? '', { headers: { range: `bytes=${size}-` } });
    expect([beyond.status, beyond.headers.get('content-range')]).toEqual([416, `bytes */${size}`]);

    const head = await fetch(file.urls.avatar ?? '', { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length'), head.headers.get('content-type')]).toEqual([200, String(size), 'image/webp']);
  });

  it('never serves an upload in progress, a path outside the media keys, or other methods', async () => {
    const pdf = pdfDocument();
    const slot = await h.slot(alice, 'RESUME', pdf);
    await h.upload(slot, pdf);
    const key = mediaKeys.staging(h.media.namespace, slot.id);
    expect((await fetch(`${storage.publicUrl}/${key}`)).status).toBe(405);
    for (const path of ['/media/../../etc/passwd', '/media/%2e%2e/%2e%2e/etc/passwd', '/media/test-service/files/x/original.pdf', '/other']) {
      expect((await fetch(`${new URL(storage.publicUrl).origin}${path}`)).status).toBe(404);
    }
    const file = await h.confirm(alice, slot.id);
    expect((await fetch(file.urls.original, { method: 'DELETE' })).status).toBe(405);
  });

  it('leaves no temporary files behind', async () => {
    expect(await readdir(join(server.dir, '.tmp'))).toEqual([]);
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=5-', { start: 5, end: 99 }],
    ['bytes=-20', { start: 80, end: 99 }],
    ['bytes=90-200', { start: 90, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=9-3', 'unsatisfiable'],
    ['bytes=0-1,5-6', null],
    ['items=0-1', null],
  ])('%s of 100 bytes is %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
