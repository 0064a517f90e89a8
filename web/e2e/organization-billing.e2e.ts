import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { png } from '@koinonia/kit/testing';
import { SaveOrganizationDocument, SignInDocument } from '../src/__generated__/graphql/graphql.ts';
import { grantPlatformRole } from './blog-support.ts';
import { accessibilityProblems, launchBrowser, member, open, runWebOperation, screenshot, settle, WIDTHS, type Person } from './support.ts';

/**
 * Promo codes, payments and receipts, organization images and applicants' videos: a platform admin
 * makes an organization's promo codes on its billing page (refused input first); its admin posts a
 * job with a 50% code and pays the rest on the local checkout, posts another with a 100% code that
 * opens without checkout, and finds the receipt on the billing page; the admin uploads the logo,
 * which the page shows; a member applies with an uploaded video, which the admin plays among the
 * applicants. Axe and screenshots at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Runs a journey; when it fails, screenshots what each page shows (web/e2e/screenshots/failed-*). */
async function journey(name: string, pages: () => Page[], work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (failure) {
    for (const [index, page] of pages().entries()) await screenshot(page, `failed-${name}-${index}`).catch(() => undefined);
    throw failure;
  }
}

async function expectInvalid(page: Page, label: string, message: string): Promise<void> {
  await page.getByText(message).first().waitFor();
  await expect(page.getByRole('textbox', { name: label, exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
}

/** The bytes of an MP4 file as the server's content check recognizes it (an `ftyp` box). */
function mp4(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftypisom', 4, 'latin1');
  bytes.writeUInt32BE(0x200, 12);
  bytes.write('isomiso2', 16, 'latin1');
  return bytes;
}

/** Axe, once the toasts (which fade in and out) are gone. */
async function axe(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0, undefined, { timeout: 15_000 });
  return accessibilityProblems(page);
}

const unique = () => Math.random().toString(36).slice(2, 8);

async function createPromoCode(page: Page, values: { code: string; percent: string; useLimit?: string }): Promise<void> {
  await page.getByRole('button', { name: 'New promo code' }).click();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(values.code);
  await page.getByLabel('Percent off').fill(values.percent);
  if (values.useLimit) await page.getByLabel('Use limit').fill(values.useLimit);
  await page.getByRole('button', { name: 'Create promo code' }).click();
}

/** Posts a job for the organization on /jobs/new with a promo code, checked first. */
async function postWithCode(page: Page, title: string, code: string, expected: string): Promise<void> {
  await open(page, '/jobs/new');
  await page.getByLabel('Organization').first().waitFor();
  await settle(page);
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Description').fill('Lead worship on Sundays and build a team of musicians.');
  await page.getByLabel('Salary from (per year, $)').fill('40000');
  await page.getByLabel('Salary to (per year, $)').fill('50000');
  await page.getByLabel('Promo code').fill(code);
  await page.getByRole('button', { name: 'Apply code' }).click();
  await page.getByText(expected).waitFor();
  await page.getByRole('button', { name: 'Post and pay' }).click();
}

async function signInAgain(context: BrowserContext, person: Person): Promise<void> {
  await runWebOperation(context, SignInDocument, { email: person.email, password: person.password });
}

test("an organization's promo codes, payments with receipts, images and an applicant's video", async () => {
  const owner = await member(browser, 'billing-owner');
  const platform = await member(browser, 'billing-platform');
  await grantPlatformRole(platform.id, 'ADMIN');
  await signInAgain(platform.context, platform.person);
  const applicant = await member(browser, 'billing-applicant', WIDTHS.phone);
  const tag = unique();
  const slug = `bethel-${tag}`;
  const name = `Bethel Chapel ${tag}`;
  await runWebOperation(owner.context, SaveOrganizationDocument, { name, slug, type: 'Church', mutationType: 'ADD' });
  const half = `HALF${tag}`.toUpperCase();
  const free = `FREE${tag}`.toUpperCase();

  await journey(
    'billing',
    () => [owner.page, platform.page, applicant.page],
    async () => {
      // A platform admin makes the codes: the form refuses what the API refuses, then the server's own refusal.
      await open(platform.page, `/organizations/${slug}/billing`);
      await platform.page.getByRole('heading', { name: 'Promo codes and payments', level: 1 }).waitFor();
      await platform.page.getByText('No promo codes yet').waitFor();
      await createPromoCode(platform.page, { code: 'HALF OFF', percent: '150' });
      await expectInvalid(platform.page, 'Code', 'must contain only letters and numbers');
      await expectInvalid(platform.page, 'Percent off', 'must be at most 100');
      await platform.page.getByRole('textbox', { name: 'Code', exact: true }).fill(half);
      await platform.page.getByLabel('Percent off').fill('50');
      await platform.page.getByRole('button', { name: 'Create promo code' }).click();
      await platform.page.getByRole('heading', { name: half }).waitFor();
      await createPromoCode(platform.page, { code: half.toLowerCase(), percent: '10' });
      await expectInvalid(platform.page, 'Code', 'already exists');
      await screenshot(platform.page, 'organization-billing-refused-1280');
      // With the keyboard: a click would first blur the field, whose message then goes and moves the button.
      await platform.page.getByRole('button', { name: 'Cancel', exact: true }).press('Enter');
      await createPromoCode(platform.page, { code: free, percent: '100', useLimit: '1' });
      await platform.page.getByRole('heading', { name: free }).waitFor();
      await platform.page.getByText('0 of 1 uses taken').waitFor();
      await settle(platform.page);
      expect(await axe(platform.page)).toEqual([]);
      await screenshot(platform.page, 'organization-billing-admin-1280');

      // The organization's admin posts with the 50% code and pays the rest.
      const paidTitle = `Worship Leader ${tag}`;
      await postWithCode(owner.page, paidTitle, half.toLowerCase(), `${half} applies: you pay $24.50 instead of $49.`);
      await owner.page.getByRole('heading', { name: 'Test checkout' }).waitFor();
      await owner.page.getByText('$24.50').first().waitFor();
      await owner.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await owner.page.waitForURL(/\/jobs\/manage\/[^/?]+\?payment=success/);
      await owner.page.getByText('Thank you. Your job is open and on the job board.').waitFor();
      const jobPath = new URL(owner.page.url()).pathname.replace('/manage', '');

      // And with the 100% code: it opens at once, without checkout.
      await postWithCode(owner.page, `Youth Pastor ${tag}`, free, `${free} applies: you pay $0 instead of $49.`);
      await owner.page.waitForURL(/\/jobs\/manage\/[^/?]+$/);
      await owner.page.getByText('Open', { exact: true }).first().waitFor();

      // The billing page: the receipt, and the codes with their uses (no management for the organization's admin).
      await open(owner.page, `/o/${slug}`);
      await owner.page.getByRole('link', { name: /Payments and promo codes/ }).click();
      await owner.page.getByRole('heading', { name: 'Promo codes and payments', level: 1 }).waitFor();
      const payments = owner.page.getByRole('list', { name: 'Payments' });
      await payments.getByRole('heading', { name: paidTitle }).waitFor();
      await payments.getByText('Paid', { exact: true }).waitFor();
      await payments.getByText(/\$24\.50 paid/).waitFor();
      await payments.getByRole('link', { name: /Receipt/ }).waitFor();
      await owner.page.getByText('1 of 1 uses taken').waitFor();
      await owner.page.getByText('Used up').waitFor();
      expect(await owner.page.getByRole('button', { name: 'New promo code' }).count()).toBe(0);
      expect(await axe(owner.page)).toEqual([]);
      await screenshot(owner.page, 'organization-billing-1280');
      await owner.page.setViewportSize({ width: WIDTHS.phone, height: 900 });
      await screenshot(owner.page, 'organization-billing-390');
      await owner.page.setViewportSize({ width: WIDTHS.desktop, height: 900 });

      // Someone else is told the page is not theirs.
      await open(applicant.page, `/organizations/${slug}/billing`);
      await applicant.page.getByText(`Only the admins of ${name} see its payments`).waitFor();

      // The admin uploads the logo, with progress; the page shows it.
      await open(owner.page, `/o/${slug}`);
      await owner.page.getByRole('button', { name: 'Edit organization' }).click();
      await owner.page.getByLabel('Choose a logo file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(240, 240, [160, 60, 40]) });
      await owner.page.getByRole('button', { name: 'Upload logo' }).click();
      await owner.page.getByText('The logo is uploaded.').waitFor();
      await owner.page.getByRole('img', { name: 'Current logo' }).waitFor();
      await owner.page.locator('.mantine-Avatar-root img').first().waitFor();
      expect(await axe(owner.page)).toEqual([]);
      await screenshot(owner.page, 'organization-images-1280');

      // A member applies with an uploaded video; the admin plays it among the applicants.
      await open(applicant.page, jobPath);
      await applicant.page.getByLabel('Message to the organization').waitFor();
      await settle(applicant.page);
      await applicant.page.getByLabel('Message to the organization').fill('I have led worship for ten years.');
      await applicant.page.getByLabel('Choose or record a video').setInputFiles({ name: 'hello.mp4', mimeType: 'video/mp4', buffer: mp4(64 * 1024) });
      await applicant.page.getByText('hello.mp4 is uploaded; it is sent with your application.').waitFor();
      expect(await axe(applicant.page)).toEqual([]);
      await screenshot(applicant.page, 'job-apply-video-390');
      await applicant.page.getByRole('button', { name: 'Send application' }).click();
      await applicant.page.getByText('Submitted', { exact: true }).waitFor();

      await open(owner.page, jobPath.replace('/jobs/', '/jobs/manage/'));
      const applicants = owner.page.getByRole('list', { name: 'Applicants' });
      await applicants.getByRole('heading', { name: applicant.name }).waitFor();
      const video = applicants.locator(`video[aria-label="Video introduction of ${applicant.name}"]`);
      await video.waitFor();
      expect(await video.getAttribute('src')).toMatch(/^https?:\/\//);
      await settle(owner.page);
      expect(await axe(owner.page)).toEqual([]);
      await screenshot(owner.page, 'job-applicant-video-1280');
    },
  );
  for (const context of [owner.context, platform.context, applicant.context]) await context.close();
}, 240_000);
