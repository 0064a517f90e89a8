import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Locator, Page } from 'playwright-core';
import { accessibilityProblems, launchBrowser, newContext, newPerson, screenshot, settle, signUpThroughApi, webUrl, WIDTHS } from './support.ts';

/**
 * The profile's files through the whole system: images and a resume uploaded from the profile
 * page to the web server's /media (the local media adapter), confirmed by identity, and shown at
 * once on the profile, in the top bar and on the public profile; a refusal shows the spec's message.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A solid-colour PNG, made here so the test needs no fixture files. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const REFUSAL = 'Profile image could not be uploaded. Please contact support for more information.';

/** Chooses a file in one of the profile's file sections and uploads it; resolves with what the live region said on the way. */
async function upload(page: Page, section: Locator, noun: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<string[]> {
  await section.locator('input[type="file"]').setInputFiles(file);
  await section.getByText(file.name, { exact: false }).first().waitFor();
  // Records every text the live region shows (progress flashes by for a small file).
  await section.getByRole('status').evaluate((region) => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => seen.push(region.textContent ?? '')).observe(region, { childList: true, subtree: true, characterData: true });
  });
  await section.getByRole('button', { name: `Upload ${noun}` }).click();
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, { timeout: 20_000 });
  return page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

const topBarAvatar = (page: Page) => page.locator('[data-analytics="member-menu"] img');
const profileAvatar = (page: Page) => page.getByRole('region', { name: 'Profile', exact: true }).locator('img').first();

test('a member uploads, replaces and sees their profile image, background and resume; a refusal says why', async () => {
  const context = await newContext(browser, WIDTHS.desktop);
  const { slug } = await signUpThroughApi(context, newPerson('files'));
  const page = await context.newPage();
  await page.goto(`${webUrl()}/profile`);
  await settle(page);
  const image = page.getByRole('region', { name: 'Profile image', exact: true });
  const background = page.getByRole('region', { name: 'Background image', exact: true });
  const resume = page.getByRole('region', { name: 'Resume', exact: true });
  await expect(image.getByText('No profile image yet.').isVisible()).resolves.toBe(true);
  await expect(resume.getByText('No resume yet.').isVisible()).resolves.toBe(true);

  // Choose: a preview before anything is sent. Upload: progress to 100%, then the image everywhere at once.
  await image.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(240, 240, [30, 90, 160]) });
  await image.getByRole('img', { name: 'Preview of the new profile image' }).waitFor();
  await image.getByRole('button', { name: 'Cancel' }).click();
  const seen = await upload(page, image, 'profile image', { name: 'me.png', mimeType: 'image/png', buffer: png(240, 240, [30, 90, 160]) });
  expect(seen).toContain('Uploading: 100%');
  await image.getByRole('status').getByText('Profile image uploaded.').waitFor();
  const first = await image.getByRole('img', { name: 'Your profile image' }).getAttribute('src');
  expect(first).toContain(`${webUrl()}/media/`);
  await expect(topBarAvatar(page).getAttribute('src')).resolves.toContain('/media/');
  const topBarAvatarBefore = topBarAvatar(page).getAttribute('src');
  await expect(profileAvatar(page).getAttribute('src')).resolves.toBe(first);
  expect((await context.request.get(first ?? '')).status()).toBe(200);

  // Replace: the new image shows everywhere. (The old bytes go with identity's media sweeper, a minute later.)
  await upload(page, image, 'profile image', { name: 'me-too.png', mimeType: 'image/png', buffer: png(300, 300, [200, 120, 40]) });
  await image.getByRole('status').getByText('Profile image uploaded.').waitFor();
  const second = await image.getByRole('img', { name: 'Your profile image' }).getAttribute('src');
  expect(second).not.toBe(first);
  await expect(profileAvatar(page).getAttribute('src')).resolves.toBe(second);
  await expect(topBarAvatar(page).getAttribute('src')).resolves.not.toBe(await topBarAvatarBefore);

  await upload(page, background, 'background image', { name: 'hills.png', mimeType: 'image/png', buffer: png(900, 300, [70, 140, 110]) });
  await background.getByRole('status').getByText('Background image uploaded.').waitFor();

  await upload(page, resume, 'resume', { name: 'lydia-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await resume.getByRole('link', { name: 'Download lydia-cv.pdf' }).waitFor();
  const resumeUrl = await page.getByRole('region', { name: 'Profile', exact: true }).getByRole('link', { name: /Resume/ }).getAttribute('href');
  expect((await context.request.get(resumeUrl ?? '')).headers()['content-type']).toBe('application/pdf');

  // A text file named .png passes the picker but not the server's sniffing: the spec's message, with the reason.
  await upload(page, image, 'profile image', { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all\n') });
  const alert = image.getByRole('alert');
  await alert.getByText(REFUSAL).waitFor();
  expect(await alert.textContent()).toMatch(/not accepted/);
  await expect(image.getByRole('img', { name: 'Your profile image' }).getAttribute('src')).resolves.toBe(second);

  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, 'profile-files-1280');
  await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
  await screenshot(page, 'profile-files-390');
  // Choosing again clears the refusal.
  await image.locator('input[type="file"]').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: png(64, 64, [10, 10, 10]) });
  await image.getByRole('button', { name: 'Cancel' }).click();
  await expect(image.getByRole('alert').count()).resolves.toBe(0);

  // The public profile: the images, the resume link, and the member's image as the Open Graph image.
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.goto(`${webUrl()}/u/${slug}`);
  await settle(page);
  await expect(profileAvatar(page).getAttribute('src')).resolves.toContain('/media/');
  await page.getByRole('link', { name: /Resume/ }).waitFor();
  await expect(page.locator('meta[property="og:image"]').getAttribute('content')).resolves.toContain('/media/');
  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, 'profile-files-public-1280');

  // Remove, after a confirmation: the empty state again, on the profile too.
  await page.goto(`${webUrl()}/profile`);
  await settle(page);
  await resume.getByRole('button', { name: 'Remove' }).click();
  await resume.getByRole('button', { name: 'Yes, remove it' }).click();
  await resume.getByText('No resume yet.').waitFor();
  await resume.getByRole('status').getByText('Resume removed.').waitFor();
  await expect(page.getByRole('region', { name: 'Profile', exact: true }).getByRole('link', { name: /Resume/ }).count()).resolves.toBe(0);
  await context.close();
}, 120_000);
