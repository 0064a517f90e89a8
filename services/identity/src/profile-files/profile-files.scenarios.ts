import { describe, expect, it } from '@jest/globals';
import { anonymousViewer, createLogger } from '@koinonia/kit';
import { createMediaSweeper } from '@koinonia/kit/media';
import { dataOf, errorCodes, type TestService } from '@koinonia/kit/testing';
import type { IdentityConfig } from '../config.ts';
import { signUp } from '../users/users.testing.ts';
import { profileMedia } from './profile-media.ts';
import {
  CONFIRM_PROFILE_UPLOAD,
  DELETE_PROFILE_FILE,
  PROFILE_UPLOAD_SLOT,
  PUBLIC_PROFILE,
  elfExecutable,
  get,
  pdf,
  png,
  putBytes,
  uploadProfileFile,
} from './profile-files.testing.ts';

type T = TestService<IdentityConfig>;

export interface Adapter {
  /** The service, configured for the adapter. */
  readonly t: () => T;
  /** The slot's URL with its signature or token altered, as a forger would send it. */
  forge(uploadUrl: string): string;
  /** What the storage answers to more bytes than the slot was signed for. */
  readonly tooLargeUploadStatus: number;
}

const MB = 1024 * 1024;
const reasonOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => result.errors?.[0]?.extensions?.['reason'];

/**
 * The profile's files through GraphQL and HTTP, the same on both adapters: slot, PUT of the bytes to
 * the returned URL, confirmation, the URLs on the profile, replacement, deletion and the refusals.
 */
export function describeProfileFiles(adapter: Adapter): void {
  const sweep = () => {
    const t = adapter.t();
    return createMediaSweeper({ orm: t.service.orm, media: profileMedia(t.service.config).media, logger: createLogger('sweeper', 'silent') }).sweep();
  };

  describe('a member\'s profile image', () => {
    it('is uploaded, served in three sizes and shown on the public profile at once', async () => {
      const t = adapter.t();
      const { user, viewer } = await signUp(t);
      const profile = await uploadProfileFile(t, viewer, 'PROFILE_IMAGE', png(640, 480), 'me.png');
      expect(profile.profileImage).toMatchObject({ contentType: 'image/png', width: 640, height: 480, fileName: 'me.png' });
      expect(profile.profileImageUrl).toBe(profile.profileImage?.url);
      for (const url of [profile.profileImage!.url, profile.profileImage!.cardUrl!, profile.profileImage!.avatarUrl!]) {
        const served = await get(url);
        expect(served.status).toBe(200);
        expect(served.type).toMatch(/^image\//);
      }

      const seen = dataOf(await t.run(anonymousViewer, PUBLIC_PROFILE, { slug: user.slug })).userProfile?.profile;
      expect(seen?.profileImageUrl).toBe(profile.profileImageUrl);
      expect(seen?.profileImage?.avatarUrl).toBe(profile.profileImage?.avatarUrl);
      const events = await t.outbox({ aggregateId: user.id, type: 'identity.profile.file-changed' });
      expect(events.map((e) => e.payload)).toEqual([{ userId: user.id, profileId: profile.id, purpose: 'PROFILE_IMAGE', fileId: profile.profileImage!.id }]);
    });

    it('is replaced by a new one, whose confirmation deletes the old bytes (once the sweeper passes)', async () => {
      const t = adapter.t();
      const { viewer } = await signUp(t);
      const first = (await uploadProfileFile(t, viewer, 'PROFILE_IMAGE', png(300, 300, [200, 0, 0]), 'one.png')).profileImage!;
      const replaced = await uploadProfileFile(t, viewer, 'PROFILE_IMAGE', png(300, 300, [0, 200, 0]), 'two.png');
      expect(replaced.profileImage!.id).not.toBe(first.id);
      await sweep();
      for (const url of [first.url, first.cardUrl!, first.avatarUrl!]) expect((await get(url)).status).toBe(404);
      expect((await get(replaced.profileImageUrl!)).status).toBe(200);
      expect(await t.count('media_file', 'owner_id = ?', [replaced.id])).toBe(1);
    });

    it('and background image are apart: one does not replace the other', async () => {
      const t = adapter.t();
      const { viewer } = await signUp(t);
      await uploadProfileFile(t, viewer, 'PROFILE_IMAGE', png(200, 200), 'me.png');
      const profile = await uploadProfileFile(t, viewer, 'PROFILE_BACKGROUND', png(1200, 400), 'sky.png');
      expect(profile.profileImageUrl).toBeTruthy();
      expect(profile.backgroundImageUrl).toBe(profile.backgroundImage?.url);
      expect((await get(profile.backgroundImageUrl!)).status).toBe(200);
    });
  });

  describe('a member\'s resume', () => {
    it('is uploaded as it was (a download link on the profile) and deleted with its bytes', async () => {
      const t = adapter.t();
      const { user, viewer } = await signUp(t);
      const document = pdf();
      const profile = await uploadProfileFile(t, viewer, 'RESUME', document, 'Lydia CV.pdf');
      expect(profile.resume).toMatchObject({ contentType: 'application/pdf', fileName: 'Lydia CV.pdf' });
      const served = await get(profile.profileResumeUrl!);
      expect(served).toMatchObject({ status: 200, type: 'application/pdf' });
      expect(served.body).toEqual(document);

      const deleted = dataOf(await t.run(viewer, DELETE_PROFILE_FILE, { purpose: 'RESUME' })).deleteProfileFile;
      expect(deleted).toMatchObject({ profileResumeUrl: null, resume: null });
      await sweep();
      expect((await get(profile.profileResumeUrl!)).status).toBe(404);
      // Deleting what is already gone changes nothing and records nothing.
      dataOf(await t.run(viewer, DELETE_PROFILE_FILE, { purpose: 'RESUME' }));
      const events = await t.outbox({ aggregateId: user.id, type: 'identity.profile.file-changed' });
      expect(events.map((e) => e.payload['fileId'])).toEqual([profile.resume!.id, null]);
    });
  });

  describe('refusals', () => {
    it('an anonymous visitor may not ask for a slot, confirm or delete', async () => {
      const t = adapter.t();
      const { viewer } = await signUp(t);
      const slot = dataOf(await t.run(viewer, PROFILE_UPLOAD_SLOT, { purpose: 'PROFILE_IMAGE', size: 100 })).profileUploadSlot;
      expect(errorCodes(await t.run(anonymousViewer, PROFILE_UPLOAD_SLOT, { purpose: 'PROFILE_IMAGE', size: 100 }))).toEqual(['UNAUTHENTICATED']);
      expect(errorCodes(await t.run(anonymousViewer, CONFIRM_PROFILE_UPLOAD, { slotId: slot.id }))).toEqual(['UNAUTHENTICATED']);
      expect(errorCodes(await t.run(anonymousViewer, DELETE_PROFILE_FILE, { purpose: 'PROFILE_IMAGE' }))).toEqual(['UNAUTHENTICATED']);
    });

    it('another member may not confirm a member\'s upload, nor reach their files', async () => {
      const t = adapter.t();
      const alice = await signUp(t);
      const bob = await signUp(t);
      const image = png(200, 200);
      const slot = dataOf(await t.run(alice.viewer, PROFILE_UPLOAD_SLOT, { purpose: 'PROFILE_IMAGE', size: image.length })).profileUploadSlot;
      expect(await putBytes(slot, image)).toBeLessThan(300);
      const stolen = await t.run(bob.viewer, CONFIRM_PROFILE_UPLOAD, { slotId: slot.id });
      expect(errorCodes(stolen)).toEqual(['FORBIDDEN']);
      expect(reasonOf(stolen)).toBe('NOT_YOUR_UPLOAD');

      const mine = dataOf(await t.run(alice.viewer, CONFIRM_PROFILE_UPLOAD, { slotId: slot.id })).confirmProfileUpload;
      // Bob's delete acts on his own profile only: Alice's image stays.
      expect(dataOf(await t.run(bob.viewer, DELETE_PROFILE_FILE, { purpose: 'PROFILE_IMAGE' })).deleteProfileFile.profileImageUrl).toBeNull();
      await sweep();
      expect((await get(mine.profileImageUrl!)).status).toBe(200);
    });

    it('a forged upload URL is refused and nothing is stored', async () => {
      const t = adapter.t();
      const { viewer } = await signUp(t);
      const image = png(200, 200);
      const slot = dataOf(await t.run(viewer, PROFILE_UPLOAD_SLOT, { purpose: 'PROFILE_IMAGE', size: image.length })).profileUploadSlot;
      expect(await putBytes({ ...slot, uploadUrl: adapter.forge(slot.uploadUrl) }, image)).toBe(403);
      const confirmed = await t.run(viewer, CONFIRM_PROFILE_UPLOAD, { slotId: slot.id });
      expect(reasonOf(confirmed)).toBe('NOT_UPLOADED');
    });

    it('an oversized file is refused before upload, and more bytes than the slot was signed for at upload', async () => {
      const t = adapter.t();
      const { viewer } = await signUp(t);
      const declared = await t.run(viewer, PROFILE_UPLOAD_SLOT, { purpose: 'RESUME', size: 5 * MB + 1, fileName: 'big.pdf' });
      expect(errorCodes(declared)).toEqual(['BAD_USER_INPUT']);
      expect(reasonOf(declared)).toBe('FILE_TOO_LARGE');
      expect(declared.errors?.[0]?.extensions?.['fields']).toEqual([{ path: 'file', message: 'The file is larger than 5 MB.' }]);

      const slot = dataOf(await t.run(viewer, PROFILE_UPLOAD_SLOT, { purpose: 'RESUME', size: 1000 })).profileUploadSlot;
      // The server may also cut the connection while the body is still being sent (0).
      expect([adapter.tooLargeUploadStatus, 0]).toContain(await putBytes(slot, Buffer.concat([pdf(), Buffer.alloc(64 * 1024)])));
      expect(reasonOf(await t.run(viewer, CONFIRM_PROFILE_UPLOAD, { slotId: slot.id }))).toBe('NOT_UPLOADED');
    });

    it('a disguised executable (ELF bytes named .png) is refused and its bytes deleted', async () => {
      const t = adapter.t();
      const { viewer } = await signUp(t);
      const program = elfExecutable();
      const slot = dataOf(await t.run(viewer, PROFILE_UPLOAD_SLOT, { purpose: 'PROFILE_IMAGE', size: program.length, fileName: 'photo.png' })).profileUploadSlot;
      expect(await putBytes(slot, program)).toBeLessThan(300);
      const refused = await t.run(viewer, CONFIRM_PROFILE_UPLOAD, { slotId: slot.id });
      expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
      expect(reasonOf(refused)).toBe('UNSAFE_CONTENT');
      expect(refused.errors?.[0]?.message).toBe('Profile image could not be uploaded. Please contact support for more information.');
      // The bytes went with the refusal: confirming again finds nothing uploaded.
      expect(reasonOf(await t.run(viewer, CONFIRM_PROFILE_UPLOAD, { slotId: slot.id }))).toBe('NOT_UPLOADED');
    });

    it('an expired slot is refused, and the sweeper deletes it and its bytes', async () => {
      const t = adapter.t();
      const { viewer } = await signUp(t);
      const image = png(200, 200);
      const slot = dataOf(await t.run(viewer, PROFILE_UPLOAD_SLOT, { purpose: 'PROFILE_IMAGE', size: image.length })).profileUploadSlot;
      expect(await putBytes(slot, image)).toBeLessThan(300);
      // The slot's time runs out (the upload URL's own expiry is the adapter's, tested in kit).
      await t.sql(`update media_upload_slot set expires_at = now() - interval '1 second' where id = ?`, [slot.id]);
      const expired = await t.run(viewer, CONFIRM_PROFILE_UPLOAD, { slotId: slot.id });
      expect(errorCodes(expired)).toEqual(['BAD_USER_INPUT']);
      expect(reasonOf(expired)).toBe('SLOT_EXPIRED');
      await sweep();
      expect(await t.count('media_upload_slot', 'id = ?', [slot.id])).toBe(0);
      expect(reasonOf(await t.run(viewer, CONFIRM_PROFILE_UPLOAD, { slotId: slot.id }))).toBe('SLOT_NOT_FOUND');
    });
  });
}

