import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, png, putBytes, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { addOrganization, grantRole, member } from '../organizations/organizations.testing.ts';
import { expire, openJob } from '../opportunities/opportunities.testing.ts';
import { orgsJobsMedia } from '../orgs-jobs-media.ts';
import { orgsJobsService } from '../service.ts';
import { apply } from './applications.testing.ts';

// An applicant's video through kit's media port (local adapter): who uploads it, who attaches it,
// and who sees its address.
let t: TestService<OrgsJobsConfig>;

beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig, { localMedia: (config) => orgsJobsMedia(config).media.storage });
});
afterAll(async () => t?.stop());

const SLOT = graphql(`
  mutation ApplicationVideoUploadSlot($opportunityId: ID!, $size: Int!, $fileName: String) {
    applicationVideoUploadSlot(opportunityId: $opportunityId, size: $size, fileName: $fileName) {
      id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt
    }
  }
`);
const CONFIRM = graphql(`
  mutation ConfirmApplicationVideoUpload($slotId: ID!) {
    confirmApplicationVideoUpload(slotId: $slotId) { id contentType size fileName url }
  }
`);
const APPLY_WITH_VIDEO = graphql(`
  mutation ApplyWithVideo($opportunityId: ID!, $videoFileId: ID, $message: String) {
    application(opportunityId: $opportunityId, videoFileId: $videoFileId, message: $message, mutationType: ADD) {
      id userVideoUrl video { id contentType url }
    }
  }
`);
const MY_VIDEOS = graphql(`
  query MyApplicationVideos {
    userApplications { results { id opportunityId userVideoUrl video { id url } } }
  }
`);
const APPLICANT_VIDEOS = graphql(`
  query ApplicantVideos($opportunityId: ID!) {
    organizationApplications(opportunityId: $opportunityId) { results { id userId userVideoUrl video { id url } } }
  }
`);

/** The bytes of an MP4 file as the content check recognizes it (an `ftyp` box). */
function mp4(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.writeUInt32BE(0x200, 12);
  bytes.write('isomiso2', 16, 'latin1');
  return bytes;
}

async function uploadVideo(viewer: Viewer, opportunityId: string, bytes = mp4(4096)) {
  const slot = dataOf(await t.run(viewer, SLOT, { opportunityId, size: bytes.length, fileName: 'me.mp4' })).applicationVideoUploadSlot;
  expect([200, 204]).toContain(await putBytes(slot, bytes));
  return t.run(viewer, CONFIRM, { slotId: slot.id });
}

async function openPosition() {
  const admin = member();
  const organization = await addOrganization(t, admin);
  return { admin, organization, job: await openJob(t, admin, organization.id) };
}

describe("an application's video", () => {
  it('is uploaded by the applicant and seen by them and the organization\'s admins only', async () => {
    const { admin, organization, job } = await openPosition();
    const applicant = member();
    const video = dataOf(await uploadVideo(applicant, job.id)).confirmApplicationVideoUpload;
    expect(video).toMatchObject({ contentType: 'video/mp4', size: 4096, fileName: 'me.mp4' });
    const applied = dataOf(await t.run(applicant, APPLY_WITH_VIDEO, { opportunityId: job.id, videoFileId: video.id, message: 'Hello' })).application;
    expect(applied).toMatchObject({ userVideoUrl: video.url, video: { id: video.id, contentType: 'video/mp4' } });
    expect((await fetch(video.url)).status).toBe(200);

    const mine = dataOf(await t.run(applicant, MY_VIDEOS, {})).userApplications.results;
    expect(mine.find((a) => a.opportunityId === job.id)).toMatchObject({ userVideoUrl: video.url, video: { id: video.id } });
    const seenByAdmin = dataOf(await t.run(admin, APPLICANT_VIDEOS, { opportunityId: job.id })).organizationApplications.results;
    expect(seenByAdmin).toEqual([{ id: applied!.id, userId: applicant.userId, userVideoUrl: video.url, video: { id: video.id, url: video.url } }]);

    // Nobody else reaches the application, so nobody else learns the video's address.
    const staff = member();
    await grantRole(t, organization.id, staff, OrganizationRole.MEMBER);
    for (const viewer of [staff, member(), member([PlatformRole.ADMIN])]) {
      expect(errorCodes(await t.run(viewer, APPLICANT_VIDEOS, { opportunityId: job.id }))).toEqual(['FORBIDDEN']);
      expect(dataOf(await t.run(viewer, MY_VIDEOS, {})).userApplications.results).toEqual([]);
    }
    expect(errorCodes(await t.run(anonymousViewer, APPLICANT_VIDEOS, { opportunityId: job.id }))).toEqual(['UNAUTHENTICATED']);
  });

  it("cannot be someone else's video, an image, too large, or for a job that is not open", async () => {
    const { job } = await openPosition();
    const uploader = member();
    const theirs = dataOf(await uploadVideo(uploader, job.id)).confirmApplicationVideoUpload;
    const other = member();
    const refused = await t.run(other, APPLY_WITH_VIDEO, { opportunityId: job.id, videoFileId: theirs.id });
    expect(errorCodes(refused)).toEqual(['BAD_USER_INPUT']);
    expect(refused.errors?.[0]?.extensions?.['reason']).toBe('VIDEO_NOT_FOUND');
    expect(await t.count('application', 'user_id = ?', [other.userId])).toBe(0);

    const image = await uploadVideo(other, job.id, png(40, 40));
    expect(image.errors?.[0]?.extensions?.['reason']).toBe('FILE_TYPE_NOT_ALLOWED');
    const tooLarge = await t.run(other, SLOT, { opportunityId: job.id, size: 201 * 1024 * 1024 });
    expect(tooLarge.errors?.[0]?.extensions?.['reason']).toBe('FILE_TOO_LARGE');
    expect(errorCodes(await t.run(anonymousViewer, SLOT, { opportunityId: job.id, size: 100 }))).toEqual(['UNAUTHENTICATED']);

    await expire(t, job.id);
    expect(errorCodes(await t.run(other, SLOT, { opportunityId: job.id, size: 100 }))).toEqual(['BAD_USER_INPUT']);
    // An application without a video still works as before.
    const { job: open } = await openPosition();
    expect((await apply(t, other, open.id)).userVideoUrl).toBeNull();
  });
});
