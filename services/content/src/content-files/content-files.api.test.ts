import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer } from '@koinonia/kit';
import { dataOf, errorCodes, png, putBytes, startTestService, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadContentConfig, type ContentConfig } from '../config.ts';
import { editor, member, NEWSLETTER_MUTATION, TEST_LINKS } from '../newsletters/newsletters.testing.ts';
import { contentService } from '../service.ts';
import { contentMedia } from './content-media.ts';

// Editors' images through kit's media port on the local adapter (a temporary directory served at /media).
let t: TestService<ContentConfig>;

beforeAll(async () => {
  t = await startTestService(contentService, loadContentConfig, { env: TEST_LINKS, localMedia: (config) => contentMedia(config).media.storage });
});
afterAll(async () => t?.stop());

const SLOT = graphql(`
  mutation ContentUploadSlot($purpose: ContentFilePurpose!, $size: Int!, $fileName: String) {
    contentUploadSlot(purpose: $purpose, size: $size, fileName: $fileName) { id uploadUrl uploadMethod uploadHeaders { name value } maxBytes expiresAt }
  }
`);
const CONFIRM = graphql(`
  mutation ConfirmContentUpload($slotId: ID!) { confirmContentUpload(slotId: $slotId) { id contentType width height url fileName } }
`);

describe('content editors\' images', () => {
  it('are uploaded by a content editor, and their URL is accepted as a podcast image', async () => {
    const writer = editor();
    const bytes = png(300, 300);
    const slot = dataOf(await t.run(writer, SLOT, { purpose: 'NEWSLETTER_PODCAST_IMAGE', size: bytes.length, fileName: 'ep.png' })).contentUploadSlot;
    expect([200, 204]).toContain(await putBytes(slot, bytes));
    expect(errorCodes(await t.run(editor(), CONFIRM, { slotId: slot.id }))).not.toEqual([]);
    const file = dataOf(await t.run(writer, CONFIRM, { slotId: slot.id })).confirmContentUpload;
    expect(file).toMatchObject({ contentType: 'image/png', width: 300, height: 300, fileName: 'ep.png' });
    expect((await fetch(file.url)).status).toBe(200);
    const newsletter = dataOf(await t.run(writer, NEWSLETTER_MUTATION, { mutationType: 'ADD', subject: 'With art', podcastImageUrl: file.url })).newsletter;
    expect(newsletter?.podcastImageUrl).toBe(file.url);
  });

  it('are for content editors only, within the purpose\'s limit', async () => {
    const variables = { purpose: 'BLOG_THUMBNAIL' as const, size: 1000 };
    expect(errorCodes(await t.run(anonymousViewer, SLOT, variables))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(member(), SLOT, variables))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(member(), CONFIRM, { slotId: 'x' }))).toEqual(['FORBIDDEN']);
    const tooBig = await t.run(editor(), SLOT, { ...variables, size: 11 * 1024 * 1024 });
    expect(tooBig.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'FILE_TOO_LARGE' });
  });
});
