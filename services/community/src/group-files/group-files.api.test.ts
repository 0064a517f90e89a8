import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, createLogger, PlatformRole, type Viewer } from '@koinonia/kit';
import { createMediaSweeper } from '@koinonia/kit/media';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadCommunityConfig, type CommunityConfig } from '../config.ts';
import { GroupRole } from '../groups/group.entity.ts';
import { addGroup, join, member } from '../groups/groups.testing.ts';
import { communityService } from '../service.ts';
import { groupMedia } from './group-media.ts';
import { CONFIRM_GROUP_UPLOAD, DELETE_GROUP_FILE, GROUP_IMAGES, GROUP_UPLOAD_SLOT, png, putBytes } from './group-files.testing.ts';

// A group's images through kit's media port on the local adapter (a temporary directory, served at
// /media by a small HTTP server as the web server mounts it): slot, PUT, confirmation, deletion.
let t: TestService<CommunityConfig>;

beforeAll(async () => {
  t = await startTestService(communityService, loadCommunityConfig, { localMedia: (config) => groupMedia(config).media.storage });
});
afterAll(async () => t?.stop());

const sweep = () =>
  createMediaSweeper({ orm: t.service.orm, media: groupMedia(t.service.config).media, logger: createLogger('sweeper', 'silent') }).sweep();

async function upload(viewer: Viewer, groupId: string, purpose: 'GROUP_IMAGE' | 'GROUP_BACKGROUND', bytes: Buffer) {
  const slot = dataOf(await t.run(viewer, GROUP_UPLOAD_SLOT, { groupId, purpose, size: bytes.length, fileName: 'group.png' })).groupUploadSlot;
  expect([200, 204]).toContain(await putBytes(slot, bytes));
  return t.run(viewer, CONFIRM_GROUP_UPLOAD, { slotId: slot.id });
}

describe('a group\'s images', () => {
  it('are uploaded by an admin, shown on the group to anyone, replaced and deleted with their bytes', async () => {
    const admin = member();
    const group = await addGroup(t, admin);
    const first = dataOf(await upload(admin, group.id, 'GROUP_IMAGE', png(400, 300))).confirmGroupUpload;
    expect(first.profileImage).toMatchObject({ contentType: 'image/png', width: 400, height: 300, fileName: 'group.png' });
    expect(first.profileImageUrl).toBe(first.profileImage?.url);
    expect((await fetch(first.profileImageUrl!)).status).toBe(200);
    const seen = dataOf(await t.run(anonymousViewer, GROUP_IMAGES, { slug: group.slug })).group;
    expect(seen).toMatchObject({ profileImageUrl: first.profileImageUrl, profileImage: { avatarUrl: first.profileImage?.avatarUrl } });
    expect((await t.outbox({ aggregateId: group.id })).at(-1)?.type).toBe('community.group.updated');

    const background = dataOf(await upload(admin, group.id, 'GROUP_BACKGROUND', png(1200, 400))).confirmGroupUpload;
    expect(background.profileImageUrl).toBe(first.profileImageUrl);
    const second = dataOf(await upload(admin, group.id, 'GROUP_IMAGE', png(200, 200))).confirmGroupUpload;
    await sweep();
    expect((await fetch(first.profileImageUrl!)).status).toBe(404);
    expect((await fetch(second.profileImageUrl!)).status).toBe(200);

    const deleted = dataOf(await t.run(admin, DELETE_GROUP_FILE, { groupId: group.id, purpose: 'GROUP_IMAGE' })).deleteGroupFile;
    expect(deleted).toMatchObject({ profileImageUrl: null, profileImage: null, backgroundImageUrl: background.backgroundImageUrl });
    await sweep();
    expect((await fetch(second.profileImageUrl!)).status).toBe(404);
    expect(await t.count('media_file', 'owner_id = ?', [group.id])).toBe(1);
  });

  it('may be uploaded by a platform admin', async () => {
    const group = await addGroup(t, member());
    const result = dataOf(await upload(member([PlatformRole.ADMIN]), group.id, 'GROUP_BACKGROUND', png(100, 100))).confirmGroupUpload;
    expect(result.backgroundImageUrl).toBeTruthy();
  });

  it('are refused to members, outsiders and anonymous visitors, and to an unknown group', async () => {
    const group = await addGroup(t, member());
    const plain = member();
    await join(t, group.id, plain);
    const slotFor = (viewer: Viewer, groupId = group.id) => t.run(viewer, GROUP_UPLOAD_SLOT, { groupId, purpose: 'GROUP_IMAGE', size: 100 });
    expect(errorCodes(await slotFor(plain))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await slotFor(member()))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await slotFor(anonymousViewer))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await slotFor(member(), randomUUID()))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(plain, DELETE_GROUP_FILE, { groupId: group.id, purpose: 'GROUP_IMAGE' }))).toEqual(['FORBIDDEN']);
    expect(await t.count('media_upload_slot', 'owner_id = ?', [group.id])).toBe(0);
  });

  it('are refused at confirmation to an admin demoted since the slot was made, and over the size limit', async () => {
    const owner = member();
    const group = await addGroup(t, owner);
    const coAdmin = member();
    await join(t, group.id, coAdmin, GroupRole.ADMIN);
    const bytes = png(50, 50);
    const slot = dataOf(await t.run(coAdmin, GROUP_UPLOAD_SLOT, { groupId: group.id, purpose: 'GROUP_IMAGE', size: bytes.length })).groupUploadSlot;
    expect([200, 204]).toContain(await putBytes(slot, bytes));
    await t.sql('update group_member set role = ? where group_id = ? and user_id = ?', [GroupRole.MEMBER, group.id, coAdmin.userId]);
    expect(errorCodes(await t.run(coAdmin, CONFIRM_GROUP_UPLOAD, { slotId: slot.id }))).toEqual(['FORBIDDEN']);
    expect(await t.count('media_file', 'owner_id = ?', [group.id])).toBe(0);
    const tooLarge = await t.run(owner, GROUP_UPLOAD_SLOT, { groupId: group.id, purpose: 'GROUP_IMAGE', size: 11 * 1024 * 1024 });
    expect(tooLarge.errors?.[0]?.extensions?.['reason']).toBe('FILE_TOO_LARGE');
  });
});
