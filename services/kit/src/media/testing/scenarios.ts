import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { PlatformRole } from '../../authorization.ts';
import { anonymousViewer } from '../../viewer.ts';
import { waitFor } from '../../testing/events.ts';
import { signedInViewer } from '../../testing/viewers.ts';
import { ObjectChangedError, mediaKeys } from '../object-storage.ts';
import {
  GPS_MARKER,
  elfExecutable,
  htmlPage,
  mp4Video,
  pdfDocument,
  photoWithGps,
  plainSvg,
  smallPng,
  svgWithHandler,
  svgWithScript,
  windowsExecutable,
} from './fixtures.ts';
import { TINY_LIMIT, UPLOAD_TTL_MS, type MediaHarness } from './harness.ts';

/** Other bytes of the same size (a presigned PUT is signed for its size). */
const altered = (bytes: Buffer): Buffer => Buffer.concat([bytes.subarray(0, bytes.length - 1), Buffer.from([bytes[bytes.length - 1]! ^ 1])]);

const MESSAGE = 'could not be uploaded. Please contact support for more information.';

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
};

/**
 * The upload flow through HTTP, the same for both adapters: the client PUTs to the slot's URL and
 * fetches the file's URLs; confirmation and deletion are the owning service's calls. `adapter`
 * names the statuses that differ: a refused upload is 403 on S3 and 403/413 on the local handler.
 */
export function describeUploadFlow(harness: () => MediaHarness, adapter: { tooLargeUploadStatus: number; closesConfirmedUploads: boolean }): void {
  const alice = signedInViewer();
  const bob = signedInViewer();
  const admin = signedInViewer([PlatformRole.ADMIN]);
  const staging = (slotId: string) => mediaKeys.staging(harness().media.namespace, slotId);

  describe('upload, confirm and serve', () => {
    it('stores a photo without its GPS position, as original, card and avatar, served with ranges and an immutable cache', async () => {
      const h = harness();
      const photo = await photoWithGps();
      expect(photo.includes(GPS_MARKER)).toBe(true);
      const slot = await h.slot(alice, 'PROFILE_IMAGE', photo, 'C:\\photos\\me.jpg');
      expect(slot).toMatchObject({ uploadMethod: 'PUT', maxBytes: 10 * 1024 * 1024 });
      expect(slot.expiresAt.getTime() - Date.now()).toBeGreaterThan(UPLOAD_TTL_MS - 60_000);
      expect(await h.upload(slot, photo)).toBeLessThan(300);

      const file = await h.confirm(alice, slot.id);
      expect(file).toMatchObject({ purpose: 'PROFILE_IMAGE', ownerId: alice.userId, fileName: 'me.jpg', type: 'image/jpeg', width: 1600, height: 1200 });
      const sizes = { original: [1600, 1200, 'image/jpeg'], card: [800, 600, 'image/webp'], avatar: [256, 256, 'image/webp'] } as const;
      for (const [name, [width, height, type]] of Object.entries(sizes)) {
        const url = file.urls[name as keyof typeof sizes];
        if (!url) throw new Error(`no ${name} URL`);
        const served = await get(url);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(type);
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(served.body.includes(GPS_MARKER)).toBe(false);
        const metadata = await sharp(served.body).metadata();
        expect({ width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({ width, height, exif: undefined });
      }

      const whole = await get(file.urls.original);
      const part = await get(file.urls.original, { range: 'bytes=100-199' });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.body.length}`);
      expect(part.body).toEqual(whole.body.subarray(100, 200));
    });

    it('keeps a PDF resume as it was uploaded, without image variants', async () => {
      const h = harness();
      const pdf = pdfDocument();
      const file = await h.store(alice, 'RESUME', pdf, 'resume.pdf');
      expect(file).toMatchObject({ type: 'application/pdf', size: pdf.length, width: null, urls: { card: null, avatar: null } });
      const served = await get(file.urls.original);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.body).toEqual(pdf);
    });

    it('takes no bytes after confirmation that could change the confirmed file', async () => {
      const h = harness();
      const pdf = pdfDocument();
      const slot = await h.slot(alice, 'RESUME', pdf, 'resume.pdf');
      expect(await h.upload(slot, pdf)).toBeLessThan(300);
      const file = await h.confirm(alice, slot.id);
      // Local: the slot's URL is closed. S3: a presigned PUT cannot be revoked; it lands on the upload key only.
      const again = await h.upload(slot, altered(pdf));
      if (adapter.closesConfirmedUploads) expect(again).toBe(409);
      else expect(again).toBeLessThan(300);
      expect((await get(file.urls.original)).body).toEqual(pdf);
      expect(await h.confirm(alice, slot.id)).toEqual(file);
    });

    it('keeps only the version of an upload it checked: bytes written since are refused', async () => {
      const h = harness();
      const pdf = pdfDocument();
      const slot = await h.slot(alice, 'RESUME', pdf, 'resume.pdf');
      await h.upload(slot, pdf);
      const checked = await h.storage.head(staging(slot.id));
      expect(checked).toMatchObject({ size: pdf.length });
      await h.upload(slot, altered(pdf));
      const target = mediaKeys.file(h.media.namespace, slot.id, 'original', 'pdf');
      await expect(h.storage.read(staging(slot.id), undefined, checked!.version)).rejects.toBeInstanceOf(ObjectChangedError);
      await expect(h.storage.copy(staging(slot.id), target, 'application/pdf', checked!.version)).rejects.toBeInstanceOf(ObjectChangedError);
      expect(await h.storage.size(target)).toBeNull();
    });

    it('replaces the previous profile image, and its bytes go', async () => {
      const h = harness();
      const owner = signedInViewer();
      const first = await h.store(owner, 'PROFILE_IMAGE', await smallPng());
      const others = await h.store(bob, 'PROFILE_IMAGE', await smallPng());
      const second = await h.store(owner, 'PROFILE_IMAGE', await smallPng(400, 400));

      const current = await h.media.currentFile(h.orm.em.fork(), { ownerId: owner.userId ?? '', purpose: 'PROFILE_IMAGE' });
      expect(current?.id).toBe(second.id);
      expect(await h.count('media_file', 'owner_id = ?', [owner.userId])).toBe(1);
      await h.sweeper.sweep();
      for (const url of [first.urls.original, first.urls.card, first.urls.avatar]) if (url) expect((await get(url)).status).toBe(404);
      expect((await get(second.urls.avatar ?? '')).status).toBe(200);
      expect((await get(others.urls.original)).status).toBe(200);
    });

    it('deletes a file: the row at once, the bytes once the deletion committed', async () => {
      const h = harness();
      const file = await h.store(alice, 'RESUME', pdfDocument());
      await h.remove(file.id, alice.userId ?? '');
      expect(await h.count('media_file', 'id = ?', [file.id])).toBe(0);
      expect((await h.sweeper.sweep()).releasedObjects).toBeGreaterThanOrEqual(1);
      expect((await get(file.urls.original)).status).toBe(404);
    });

    it('checks a video too big to read whole by its first bytes, and keeps it as uploaded, seekable by ranges', async () => {
      const h = harness();
      const video = mp4Video(33 * 1024 * 1024);
      video.write('the end', video.length - 7, 'latin1');
      const file = await h.store(alice, 'NEWS_FEED_VIDEO', video, 'sermon.mp4');
      expect(file).toMatchObject({ type: 'video/mp4', size: video.length, urls: { card: null, avatar: null } });
      const end = await get(file.urls.original, { range: 'bytes=-7' });
      expect([end.status, end.headers.get('content-type'), end.body.toString('latin1')]).toEqual([206, 'video/mp4', 'the end']);
    });

    it('keeps exactly one profile image when two are confirmed at once', async () => {
      const h = harness();
      const owner = signedInViewer();
      const png = await smallPng();
      const slots = await Promise.all([h.slot(owner, 'PROFILE_IMAGE', png), h.slot(owner, 'PROFILE_IMAGE', png)]);
      for (const slot of slots) expect(await h.upload(slot, png)).toBeLessThan(300);
      await Promise.all(slots.map((slot) => h.confirm(owner, slot.id)));
      expect(await h.count('media_file', 'owner_id = ?', [owner.userId])).toBe(1);
    });

    it('returns the same file when a confirmation is repeated', async () => {
      const h = harness();
      const pdf = pdfDocument();
      const slot = await h.slot(alice, 'RESUME', pdf);
      await h.upload(slot, pdf);
      const first = await h.confirm(alice, slot.id);
      expect((await h.confirm(alice, slot.id)).id).toBe(first.id);
    });
  });

  describe('refusals store nothing', () => {
    it('lets no one else confirm a slot or delete a file', async () => {
      const h = harness();
      const pdf = pdfDocument();
      const slot = await h.slot(alice, 'RESUME', pdf);
      await h.upload(slot, pdf);
      await expect(h.confirm(bob, slot.id)).rejects.toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_YOUR_UPLOAD' });
      const file = await h.confirm(alice, slot.id);
      await expect(h.remove(file.id, bob.userId ?? '')).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'FILE_NOT_FOUND' });
      expect((await get(file.urls.original)).status).toBe(200);
    });

    it('refuses an upload to another slot’s URL: the URL is signed for its own slot only', async () => {
      const h = harness();
      const pdf = pdfDocument();
      const mine = await h.slot(alice, 'RESUME', pdf);
      const target = await h.slot(bob, 'RESUME', pdf);
      const forged = mine.uploadUrl.replace(mine.id, target.id);
      expect(forged).not.toBe(mine.uploadUrl);
      expect(await h.upload({ uploadUrl: forged, uploadHeaders: mine.uploadHeaders }, pdf)).toBe(403);
      expect(await h.storage.size(staging(target.id))).toBeNull();
      await expect(h.confirm(bob, target.id)).rejects.toMatchObject({ reason: 'NOT_UPLOADED' });
    });

    it('refuses a file over the purpose’s limit when the slot is asked for, while uploading and when confirming', async () => {
      const h = harness();
      await expect(h.slot(alice, 'TINY_IMAGE', TINY_LIMIT + 1)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
        reason: 'FILE_TOO_LARGE',
        message: `Tiny image ${MESSAGE}`,
        fields: [{ path: 'file', message: 'The file is larger than 64 KB.' }],
      });

      const png = await smallPng();
      const slot = await h.slot(alice, 'TINY_IMAGE', png);
      const bigger = Buffer.concat([png, Buffer.alloc(TINY_LIMIT)]);
      expect(await h.upload(slot, bigger)).toBe(adapter.tooLargeUploadStatus);
      expect(await h.storage.size(staging(slot.id))).toBeNull();

      // Bytes over the limit that reached the storage anyway are refused and deleted on confirmation.
      await h.storage.write(staging(slot.id), bigger, 'application/octet-stream');
      await expect(h.confirm(alice, slot.id)).rejects.toMatchObject({ reason: 'FILE_TOO_LARGE' });
      expect(await h.storage.size(staging(slot.id))).toBeNull();
      expect(await h.count('media_file', 'id = ?', [slot.id])).toBe(0);
    });

    const refused = [
      { what: 'an ELF program named as a PNG', purpose: 'PROFILE_IMAGE', name: 'avatar.png', bytes: elfExecutable, reason: 'UNSAFE_CONTENT' },
      { what: 'a Windows program named as a PDF', purpose: 'RESUME', name: 'resume.pdf', bytes: windowsExecutable, reason: 'UNSAFE_CONTENT' },
      { what: 'an HTML page as a resume', purpose: 'RESUME', name: 'resume.pdf', bytes: htmlPage, reason: 'UNSAFE_CONTENT' },
      { what: 'an SVG with a script', purpose: 'PROFILE_IMAGE', name: 'me.svg', bytes: svgWithScript, reason: 'UNSAFE_CONTENT' },
      { what: 'an SVG with an event handler', purpose: 'PROFILE_IMAGE', name: 'me.svg', bytes: svgWithHandler, reason: 'UNSAFE_CONTENT' },
      { what: 'a PDF as a profile image', purpose: 'PROFILE_IMAGE', name: 'me.png', bytes: pdfDocument, reason: 'FILE_TYPE_NOT_ALLOWED' },
    ] as const;
    it.each(refused)('refuses $what ($reason) and deletes its bytes', async ({ purpose, name, bytes, reason }) => {
      const h = harness();
      const content = bytes();
      const slot = await h.slot(alice, purpose, content, name);
      expect(await h.upload(slot, content)).toBeLessThan(300);
      const error = await h.confirm(alice, slot.id).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'BAD_USER_INPUT', reason });
      expect((error as Error).message).toContain(MESSAGE);
      expect(await h.storage.size(staging(slot.id))).toBeNull();
      expect(await h.count('media_file', 'id = ?', [slot.id])).toBe(0);
    });

    it('accepts an SVG without script, as a raster image', async () => {
      const file = await harness().store(alice, 'PROFILE_IMAGE', plainSvg(), 'logo.svg');
      expect(file).toMatchObject({ type: 'image/webp', width: 120, height: 80 });
      expect((await get(file.urls.original)).headers.get('content-type')).toBe('image/webp');
    });

    it('refuses a purpose the viewer may not use or the service does not offer, before any upload', async () => {
      const h = harness();
      await expect(h.slot(alice, 'NEWSLETTER_PODCAST_IMAGE', 1000)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        reason: 'PURPOSE_NOT_ALLOWED',
        message: `Podcast image ${MESSAGE}`,
      });
      await expect(h.slot(admin, 'NEWSLETTER_PODCAST_IMAGE', 1000)).resolves.toMatchObject({ purpose: 'NEWSLETTER_PODCAST_IMAGE' });
      await expect(h.slot(alice, 'CHAT_ATTACHMENT', 1000)).rejects.toMatchObject({ code: 'FORBIDDEN', reason: 'PURPOSE_NOT_ALLOWED' });
      await expect(h.slot(anonymousViewer, 'PROFILE_IMAGE', 1000)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
      await expect(h.slot(alice, 'PROFILE_IMAGE', 0)).rejects.toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'size' }] });
    });
  });

  describe('expiry', () => {
    it('refuses an upload and a confirmation after the slot expired; the sweeper deletes the slot', async () => {
      const h = harness();
      const pdf = pdfDocument();
      h.clock.offsetMs = -(UPLOAD_TTL_MS + 60_000);
      const slot = await h.slot(alice, 'RESUME', pdf);
      h.clock.offsetMs = 0;
      expect(await h.upload(slot, pdf)).toBe(403);
      expect(await h.storage.size(staging(slot.id))).toBeNull();
      await expect(h.confirm(alice, slot.id)).rejects.toMatchObject({ reason: 'SLOT_EXPIRED' });
      await h.sweeper.sweep();
      expect(await h.count('media_upload_slot', 'id = ?', [slot.id])).toBe(0);
    });

    it('runs as a background worker once started', async () => {
      const h = harness();
      const file = await h.store(alice, 'RESUME', pdfDocument());
      await h.remove(file.id, alice.userId ?? '');
      h.sweeper.start();
      try {
        await waitFor(async () => (await get(file.urls.original)).status === 404);
      } finally {
        await h.sweeper.stop();
      }
    });

    it('deletes the bytes of a slot never confirmed, and whatever a failed confirmation wrote', async () => {
      const h = harness();
      const pdf = pdfDocument();
      const slot = await h.slot(alice, 'RESUME', pdf);
      expect(await h.upload(slot, pdf)).toBeLessThan(300);
      const leftover = mediaKeys.file(h.media.namespace, slot.id, 'original', 'pdf');
      await h.storage.write(leftover, pdf, 'application/pdf');

      await h.sweeper.sweep();
      expect(await h.storage.size(staging(slot.id))).toBe(pdf.length);
      h.clock.offsetMs = UPLOAD_TTL_MS + 1000;
      try {
        await expect(h.confirm(alice, slot.id)).rejects.toMatchObject({ reason: 'SLOT_EXPIRED' });
        expect((await h.sweeper.sweep()).expiredSlots).toBeGreaterThanOrEqual(1);
      } finally {
        h.clock.offsetMs = 0;
      }
      expect(await h.storage.size(staging(slot.id))).toBeNull();
      expect(await h.storage.size(leftover)).toBeNull();
      expect(await h.count('media_upload_slot', 'id = ?', [slot.id])).toBe(0);
    });
  });
}
