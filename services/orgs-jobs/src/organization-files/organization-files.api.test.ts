import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, createLogger, PlatformRole, type Viewer } from '@koinonia/kit';
import { createMediaSweeper } from '@koinonia/kit/media';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { addOrganization, grantRole, member, ORGANIZATION } from '../organizations/organizations.testing.ts';
import { orgsJobsMedia } from '../orgs-jobs-media.ts';
import { orgsJobsService } from '../service.ts';
import {
  CONFIRM_ORGANIZATION_UPLOAD,
  DELETE_ORGANIZATION_FILE,
  ORGANIZATION_IMAGES,
  ORGANIZATION_UPLOAD_SLOT,
  png,
  putBytes,
} from './organization-files.testing.ts';

// An organization's logo and banner through kit's media port on the local adapter (a temporary
// directory served at /media by a small HTTP server, as the web server mounts it).
let t: TestService<OrgsJobsConfig>;

beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig, { localMedia: (config) => orgsJobsMedia(config).media.storage });
});
afterAll(async () => t?.stop());

const sweep = () =>
  createMediaSweeper({ orm: t.service.orm, media: orgsJobsMedia(t.service.config).media, logger: createLogger('sweeper', 'silent') }).sweep();

type Purpose = 'ORGANIZATION_IMAGE' | 'ORGANIZATION_BACKGROUND';

async function upload(viewer: Viewer, organizationId: string, purpose: Purpose, bytes: Buffer) {
  const slot = dataOf(await t.run(viewer, ORGANIZATION_UPLOAD_SLOT, { organizationId, purpose, size: bytes.length, fileName: 'logo.png' })).organizationUploadSlot;
  expect([200, 204]).toContain(await putBytes(slot, bytes));
  return t.run(viewer, CONFIRM_ORGANIZATION_UPLOAD, { slotId: slot.id });
}

describe("an organization's images", () => {
  it('are uploaded by an admin, shown to anyone, replaced and deleted with their bytes', async () => {
    const admin = member();
    const organization = await addOrganization(t, admin);
    const first = dataOf(await upload(admin, organization.id, 'ORGANIZATION_IMAGE', png(400, 300))).confirmOrganizationUpload.profile;
    expect(first.profileImage).toMatchObject({ contentType: 'image/png', width: 400, height: 300, fileName: 'logo.png' });
    expect(first.profileImageUrl).toBe(first.profileImage?.url);
    expect((await fetch(first.profileImageUrl!)).status).toBe(200);
    const seen = dataOf(await t.run(anonymousViewer, ORGANIZATION_IMAGES, { slug: organization.slug })).organization;
    expect(seen?.profile).toMatchObject({ profileImageUrl: first.profileImageUrl, profileImage: { avatarUrl: first.profileImage?.avatarUrl } });
    expect((await t.outbox({ aggregateId: organization.id })).at(-1)?.type).toBe('orgs-jobs.organization.updated');

    const banner = dataOf(await upload(admin, organization.id, 'ORGANIZATION_BACKGROUND', png(1200, 400))).confirmOrganizationUpload.profile;
    expect(banner).toMatchObject({ profileImageUrl: first.profileImageUrl, backgroundImage: { url: banner.backgroundImageUrl } });
    const second = dataOf(await upload(admin, organization.id, 'ORGANIZATION_IMAGE', png(200, 200))).confirmOrganizationUpload.profile;
    await sweep();
    expect((await fetch(first.profileImageUrl!)).status).toBe(404);
    expect((await fetch(second.profileImageUrl!)).status).toBe(200);

    const deleted = dataOf(await t.run(admin, DELETE_ORGANIZATION_FILE, { organizationId: organization.id, purpose: 'ORGANIZATION_IMAGE' })).deleteOrganizationFile;
    expect(deleted.profile).toMatchObject({ profileImageUrl: null, profileImage: null, backgroundImageUrl: banner.backgroundImageUrl });
    await sweep();
    expect((await fetch(second.profileImageUrl!)).status).toBe(404);
    expect(await t.count('media_file', 'owner_id = ?', [organization.id])).toBe(1);
  });

  it('take the place of a link, and a link given later takes theirs', async () => {
    const admin = member();
    const organization = await addOrganization(t, admin, { profileImageUrl: 'https://images.example.org/logo.png' });
    const uploaded = dataOf(await upload(admin, organization.id, 'ORGANIZATION_IMAGE', png(100, 100))).confirmOrganizationUpload.profile;
    expect(uploaded.profileImageUrl).toBe(uploaded.profileImage?.url);
    const linked = dataOf(await t.run(admin, ORGANIZATION, { id: organization.id, profileImageUrl: 'https://images.example.org/new.png', mutationType: 'EDIT' })).organization;
    expect(linked?.profile.profileImageUrl).toBe('https://images.example.org/new.png');
    const seen = dataOf(await t.run(anonymousViewer, ORGANIZATION_IMAGES, { slug: organization.slug })).organization;
    expect(seen?.profile).toMatchObject({ profileImageUrl: 'https://images.example.org/new.png', profileImage: null });
  });

  it("are refused to the organization's other people, other members, platform admins, anonymous visitors, and for an unknown organization", async () => {
    const organization = await addOrganization(t, member());
    const staff = member();
    await grantRole(t, organization.id, staff, OrganizationRole.MEMBER);
    const slotFor = (viewer: Viewer, organizationId = organization.id) =>
      t.run(viewer, ORGANIZATION_UPLOAD_SLOT, { organizationId, purpose: 'ORGANIZATION_IMAGE', size: 100 });
    expect(errorCodes(await slotFor(staff))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await slotFor(member()))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await slotFor(member([PlatformRole.ADMIN])))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await slotFor(anonymousViewer))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await slotFor(member(), randomUUID()))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await slotFor(member(), 'not-an-id'))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(staff, DELETE_ORGANIZATION_FILE, { organizationId: organization.id, purpose: 'ORGANIZATION_IMAGE' }))).toEqual(['FORBIDDEN']);
    expect(await t.count('media_upload_slot', 'owner_id = ?', [organization.id])).toBe(0);
  });

  it('are refused when too large, not an image, or confirmed by an admin who has since lost the role', async () => {
    const owner = member();
    const organization = await addOrganization(t, owner);
    const tooLarge = await t.run(owner, ORGANIZATION_UPLOAD_SLOT, { organizationId: organization.id, purpose: 'ORGANIZATION_BACKGROUND', size: 11 * 1024 * 1024 });
    expect(tooLarge.errors?.[0]?.extensions?.['reason']).toBe('FILE_TOO_LARGE');

    const text = Buffer.from('Grace Fellowship, a plain text file and not an image.\n');
    const wrongType = await upload(owner, organization.id, 'ORGANIZATION_IMAGE', text);
    expect(errorCodes(wrongType)).toEqual(['BAD_USER_INPUT']);
    expect(wrongType.errors?.[0]?.extensions?.['reason']).toBe('FILE_TYPE_NOT_ALLOWED');

    const coAdmin = member();
    await grantRole(t, organization.id, coAdmin, OrganizationRole.ADMIN);
    const bytes = png(50, 50);
    const slot = dataOf(await t.run(coAdmin, ORGANIZATION_UPLOAD_SLOT, { organizationId: organization.id, purpose: 'ORGANIZATION_IMAGE', size: bytes.length })).organizationUploadSlot;
    expect([200, 204]).toContain(await putBytes(slot, bytes));
    await t.sql('update organization_role set is_admin = false where organization_id = ? and user_id = ?', [organization.id, coAdmin.userId]);
    expect(errorCodes(await t.run(coAdmin, CONFIRM_ORGANIZATION_UPLOAD, { slotId: slot.id }))).toEqual(['FORBIDDEN']);
    expect(await t.count('media_file', 'owner_id = ?', [organization.id])).toBe(0);
  });
});
