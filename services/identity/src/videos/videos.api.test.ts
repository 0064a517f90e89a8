import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { VideoMutationVariables } from '../__generated__/documents/graphql.ts';
import type { IdentityConfig } from '../config.ts';
import { get, png } from '../profile-files/profile-files.testing.ts';
import { grantRole, logIn, signUp } from '../users/users.testing.ts';
import { mp4, startIdentityWithLocalMedia, uploadVideoBytes, VIDEO_UPLOAD_SLOT } from './videos.testing.ts';

// Profile videos through GraphQL (and the local media adapter over HTTP), as the profile's owner,
// another member, an admin and anonymous visitors.
let t: TestService<IdentityConfig>;
let stop: () => Promise<void>;
let admin: Viewer;
beforeAll(async () => {
  ({ t, stop } = await startIdentityWithLocalMedia());
  const { user, email } = await signUp(t, { firstName: 'Junia', lastName: 'Apostle' });
  await grantRole(t, user.id, PlatformRole.ADMIN);
  admin = await logIn(t, email);
});
afterAll(async () => stop?.());

const VIDEO = graphql(`
  mutation Video($id: ID, $title: String, $videoUrl: String, $slotId: ID, $profileId: ID, $status: VideoStatus, $mutationType: MutationType!) {
    video(id: $id, title: $title, videoUrl: $videoUrl, slotId: $slotId, profileId: $profileId, status: $status, mutationType: $mutationType) {
      id title videoUrl status profileId file { id contentType fileName url }
    }
  }
`);

const VIDEOS = graphql(`
  query Videos($profileId: ID!, $cursor: String, $first: Int) {
    videos(profileId: $profileId, cursor: $cursor, first: $first) {
      results { id title videoUrl status }
      hasNextPage
      cursor
    }
  }
`);

const PROFILE_VIDEOS = graphql(`
  query ProfileVideos($slug: String!) {
    userProfile(slug: $slug) { profile { videos { results { title status } } } }
  }
`);

const BLOCK = graphql(`
  mutation BlockForVideos($profileId: ID!) { blockProfile(profileId: $profileId) { id } }
`);

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const member = async () => {
  const { user, viewer } = await signUp(t);
  return { user, viewer, profileId: user.profile.id };
};

const add = (viewer: Viewer, variables: Omit<VideoMutationVariables, 'mutationType'>) => t.run(viewer, VIDEO, { mutationType: 'ADD', ...variables });
const titles = async (viewer: Viewer, profileId: string) =>
  dataOf(await t.run(viewer, VIDEOS, { profileId })).videos.results.map((v) => `${v.title}:${v.status}`);

describe('a profile\'s video links', () => {
  it('are added by the owner; drafts are seen by the owner and admins, published ones by everyone', async () => {
    const owner = await member();
    const other = await member();
    const published = dataOf(await add(owner.viewer, { profileId: owner.profileId, title: ' Sunday sermon ', videoUrl: YOUTUBE, status: 'PUBLISHED' })).video;
    expect(published).toMatchObject({ title: 'Sunday sermon', videoUrl: YOUTUBE, status: 'PUBLISHED', profileId: owner.profileId, file: null });
    dataOf(await add(owner.viewer, { profileId: owner.profileId, title: 'Rehearsal', videoUrl: 'https://vimeo.com/76979871', status: 'DRAFT' }));

    expect(await titles(owner.viewer, owner.profileId)).toEqual(['Rehearsal:DRAFT', 'Sunday sermon:PUBLISHED']);
    expect(await titles(admin, owner.profileId)).toEqual(['Rehearsal:DRAFT', 'Sunday sermon:PUBLISHED']);
    expect(await titles(other.viewer, owner.profileId)).toEqual(['Sunday sermon:PUBLISHED']);
    expect(await titles(anonymousViewer, owner.profileId)).toEqual(['Sunday sermon:PUBLISHED']);
    const onProfile = dataOf(await t.run(anonymousViewer, PROFILE_VIDEOS, { slug: owner.user.slug })).userProfile?.profile.videos.results;
    expect(onProfile).toEqual([{ title: 'Sunday sermon', status: 'PUBLISHED' }]);
  });

  it('are edited and deleted by the owner or an admin, never by another member or a visitor', async () => {
    const owner = await member();
    const other = await member();
    const { id } = dataOf(await add(owner.viewer, { profileId: owner.profileId, title: 'Draft', videoUrl: YOUTUBE, status: 'DRAFT' })).video!;

    expect(errorCodes(await add(other.viewer, { profileId: owner.profileId, title: 'Mine now', videoUrl: YOUTUBE, status: 'PUBLISHED' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await add(anonymousViewer, { profileId: owner.profileId, title: 'x', videoUrl: YOUTUBE, status: 'PUBLISHED' }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(other.viewer, VIDEO, { mutationType: 'EDIT', id, status: 'PUBLISHED' }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(other.viewer, VIDEO, { mutationType: 'DELETE', id }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, VIDEO, { mutationType: 'DELETE', id }))).toEqual(['UNAUTHENTICATED']);
    expect(await titles(owner.viewer, owner.profileId)).toEqual(['Draft:DRAFT']);

    const edited = dataOf(await t.run(owner.viewer, VIDEO, { mutationType: 'EDIT', id, title: 'Easter', status: 'PUBLISHED' })).video;
    expect(edited).toMatchObject({ id, title: 'Easter', status: 'PUBLISHED', videoUrl: YOUTUBE });
    // An admin moderates any profile's videos: adds, edits and deletes.
    dataOf(await t.run(admin, VIDEO, { mutationType: 'EDIT', id, videoUrl: 'http://example.org/easter.mp4' }));
    dataOf(await add(admin, { profileId: owner.profileId, title: 'Added by staff', videoUrl: YOUTUBE, status: 'DRAFT' }));
    expect(dataOf(await t.run(admin, VIDEOS, { profileId: owner.profileId })).videos.results.map((v) => v.videoUrl)).toEqual([
      YOUTUBE,
      'http://example.org/easter.mp4',
    ]);
    expect(dataOf(await t.run(owner.viewer, VIDEO, { mutationType: 'DELETE', id })).video).toBeNull();
    expect(await titles(owner.viewer, owner.profileId)).toEqual(['Added by staff:DRAFT']);
    expect(errorCodes(await t.run(owner.viewer, VIDEO, { mutationType: 'DELETE', id }))).toEqual(['NOT_FOUND']);
  });

  it('refuse bad input with the spec\'s messages and store nothing', async () => {
    const owner = await member();
    const before = await t.count('video');
    const refused = async (variables: Omit<VideoMutationVariables, 'mutationType'>) => fieldErrors(await add(owner.viewer, variables));
    const valid = { profileId: owner.profileId, title: 'Sermon', videoUrl: YOUTUBE, status: 'PUBLISHED' as const };
    expect(await refused({ ...valid, title: '  ' })).toEqual({ title: 'required' });
    expect(await refused({ ...valid, title: 'x'.repeat(201) })).toEqual({ title: 'must be at most 200 characters' });
    expect(await refused({ ...valid, status: null })).toEqual({ status: 'required' });
    expect(await refused({ ...valid, profileId: null })).toEqual({ profileId: 'required' });
    expect(await refused({ ...valid, videoUrl: null })).toEqual({ videoUrl: 'required' });
    for (const videoUrl of ['youtube.com/watch?v=1', 'javascript:alert(1)', 'ftp://example.org/a.mp4', 'https://localhost']) {
      expect(await refused({ ...valid, videoUrl })).toEqual({ videoUrl: 'please add the prefix https://' });
    }
    expect(await refused({ ...valid, slotId: randomUUID() })).toEqual({ slotId: 'give a link or an uploaded file, not both' });
    expect(fieldErrors(await t.run(owner.viewer, VIDEO, { ...valid, mutationType: 'LOGIN' }))).toEqual({ mutationType: 'must be ADD, EDIT or DELETE' });
    expect(errorCodes(await add(owner.viewer, { ...valid, profileId: randomUUID() }))).toEqual(['NOT_FOUND']);
    expect(fieldErrors(await t.run(owner.viewer, VIDEO, { mutationType: 'EDIT', id: 'nope', title: 'x' }))).toEqual({ id: 'is not a valid id' });
    expect(errorCodes(await t.run(owner.viewer, VIDEO, { mutationType: 'EDIT', id: randomUUID(), title: 'x' }))).toEqual(['NOT_FOUND']);
    expect(await t.count('video')).toBe(before);
  });

  it('page newest first, and are hidden from a member the owner blocked', async () => {
    const owner = await member();
    const blocked = await member();
    for (const title of ['One', 'Two', 'Three']) dataOf(await add(owner.viewer, { profileId: owner.profileId, title, videoUrl: YOUTUBE, status: 'PUBLISHED' }));
    const first = dataOf(await t.run(anonymousViewer, VIDEOS, { profileId: owner.profileId, first: 2 })).videos;
    expect(first.results.map((v) => v.title)).toEqual(['Three', 'Two']);
    expect(first.hasNextPage).toBe(true);
    const second = dataOf(await t.run(anonymousViewer, VIDEOS, { profileId: owner.profileId, first: 2, cursor: first.cursor })).videos;
    expect(second).toMatchObject({ results: [{ title: 'One' }], hasNextPage: false, cursor: null });

    dataOf(await t.run(owner.viewer, BLOCK, { profileId: blocked.profileId }));
    expect(await titles(blocked.viewer, owner.profileId)).toEqual([]);
    expect(await titles(anonymousViewer, randomUUID())).toEqual([]);
    expect(await titles(anonymousViewer, 'not-a-uuid')).toEqual([]);
  });
});

describe('an uploaded video', () => {
  it('is stored as a file of the profile and served from its URL; deleting the video deletes the file', async () => {
    const owner = await member();
    const bytes = mp4();
    const slotId = await uploadVideoBytes(t, owner.viewer, owner.profileId, bytes);
    const video = dataOf(await add(owner.viewer, { profileId: owner.profileId, title: 'Baptism', slotId, status: 'PUBLISHED' })).video!;
    expect(video.file).toMatchObject({ contentType: 'video/mp4', fileName: 'sermon.mp4' });
    expect(video.videoUrl).toBe(video.file?.url);
    const served = await get(video.videoUrl);
    expect(served).toMatchObject({ status: 200, type: 'video/mp4' });
    expect(served.body).toEqual(bytes);
    expect(dataOf(await t.run(anonymousViewer, VIDEOS, { profileId: owner.profileId })).videos.results[0]?.videoUrl).toBe(video.videoUrl);

    // A link in its place lets the file go.
    dataOf(await t.run(owner.viewer, VIDEO, { mutationType: 'EDIT', id: video.id, videoUrl: YOUTUBE }));
    expect(await t.count('media_file', 'id = ?', [video.file!.id])).toBe(0);
    const again = await uploadVideoBytes(t, owner.viewer, owner.profileId, mp4(2048));
    const replaced = dataOf(await t.run(owner.viewer, VIDEO, { mutationType: 'EDIT', id: video.id, slotId: again })).video!;
    expect(replaced.file?.contentType).toBe('video/mp4');
    dataOf(await t.run(owner.viewer, VIDEO, { mutationType: 'DELETE', id: video.id }));
    expect(await t.count('media_file', 'owner_id = ?', [owner.profileId])).toBe(0);
  });

  it('keeps exactly one file when two edits replace it at once', async () => {
    const owner = await member();
    const first = await uploadVideoBytes(t, owner.viewer, owner.profileId, mp4());
    const video = dataOf(await add(owner.viewer, { profileId: owner.profileId, title: 'Race', slotId: first, status: 'DRAFT' })).video!;
    const slots = await Promise.all([mp4(3000), mp4(5000)].map((bytes) => uploadVideoBytes(t, owner.viewer, owner.profileId, bytes)));
    const edits = await Promise.all(slots.map((slotId) => t.run(owner.viewer, VIDEO, { mutationType: 'EDIT', id: video.id, slotId })));
    expect(edits.flatMap((r) => r.errors ?? [])).toEqual([]);
    // The edits took turns on the video's row: the last one's file stays, the others went.
    const [row] = await t.sql<{ file_id: string }>('select file_id from video where id = ?', [video.id]);
    expect(await t.sql<{ id: string }>('select id from media_file where owner_id = ?', [owner.profileId])).toEqual([{ id: row!.file_id }]);
  });

  it('is refused when it is not a video, too large, another member\'s upload or for another profile', async () => {
    const owner = await member();
    const other = await member();
    const before = await t.count('video');

    const image = await uploadVideoBytes(t, owner.viewer, owner.profileId, png(64, 64));
    const notVideo = await add(owner.viewer, { profileId: owner.profileId, title: 'x', slotId: image, status: 'DRAFT' });
    expect(notVideo.errors?.[0]?.extensions?.['reason']).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(notVideo.errors?.[0]?.message).toBe('Profile video could not be uploaded. Please contact support for more information.');

    const tooLarge = await t.run(owner.viewer, VIDEO_UPLOAD_SLOT, { profileId: owner.profileId, size: 200 * 1024 * 1024 + 1 });
    expect(tooLarge.errors?.[0]?.extensions?.['reason']).toBe('FILE_TOO_LARGE');
    expect(errorCodes(await t.run(other.viewer, VIDEO_UPLOAD_SLOT, { profileId: owner.profileId, size: 100 }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, VIDEO_UPLOAD_SLOT, { profileId: owner.profileId, size: 100 }))).toEqual(['UNAUTHENTICATED']);

    const owners = await uploadVideoBytes(t, owner.viewer, owner.profileId, mp4());
    const stolen = await add(other.viewer, { profileId: other.profileId, title: 'x', slotId: owners, status: 'DRAFT' });
    expect(stolen.errors?.[0]?.extensions?.['reason']).toBe('NOT_YOUR_UPLOAD');
    // An admin's upload for one profile does not land on another.
    const staffs = await uploadVideoBytes(t, admin, owner.profileId, mp4());
    expect(fieldErrors(await add(admin, { profileId: other.profileId, title: 'x', slotId: staffs, status: 'DRAFT' }))).toEqual({
      slotId: 'is not an upload for this profile',
    });
    expect(await t.count('video')).toBe(before);
    // The refused confirmation left the admin's slot as it was: it still becomes the right profile's video.
    dataOf(await add(admin, { profileId: owner.profileId, title: 'Choir', slotId: staffs, status: 'PUBLISHED' }));
    expect(await titles(anonymousViewer, owner.profileId)).toEqual(['Choir:PUBLISHED']);
  });
});
