import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { SaveOrganizationDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, member, newContext, open, runWebOperation, screenshot, settle, tabTo, webUrl, WIDTHS } from './support.ts';

/**
 * The job board: an organization's admin posts a job through the form (refused input first), pays
 * on the local checkout page and sees it open; a member finds it on the public board with the
 * ministry filters (keyboard only), applies with a video link, and sees their application; the
 * admin moves it on and the member sees the new status, then withdraws; a job closed while someone
 * is applying answers the spec's message. The board and the job are server-rendered for visitors.
 * Axe and screenshots at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

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
  await expect(page.getByLabel(label).first().getAttribute('aria-invalid')).resolves.toBe('true');
}

test('an admin posts a job and pays; a member applies; the admin moves the application; the member sees it', async () => {
  const admin = await member(browser, 'job-admin');
  const applicant = await member(browser, 'job-applicant', WIDTHS.phone);
  const tag = unique();
  const title = `Associate Pastor of Youth ${tag}`;
  const organizationName = `Antioch Community Church ${tag}`;
  await runWebOperation(admin.context, SaveOrganizationDocument, {
    name: organizationName,
    slug: `antioch-${tag}`,
    type: 'Church',
    mutationType: 'ADD',
  });
  const visitor = await newContext(browser, WIDTHS.desktop);
  const visitorPage = await visitor.newPage();
  await journey(
    'post-apply',
    () => [admin.page, applicant.page, visitorPage],
    async () => {
      // Post: the form refuses what the API refuses, under the fields.
      await open(admin.page, '/jobs/new');
      await admin.page.getByRole('heading', { name: 'Post a job', level: 1 }).waitFor();
      await admin.page.getByLabel('Organization').first().waitFor();
      await settle(admin.page);
      await admin.page.getByLabel('Job title').fill(title);
      await admin.page.getByLabel('Description').fill('Lead our youth ministry of 80 students with a team of volunteers.\nPreach monthly.');
      await admin.page.getByLabel('Salary from (per year, $)').fill('60000');
      await admin.page.getByLabel('Salary to (per year, $)').fill('50000');
      await admin.page.getByLabel('Contract rate ($)').fill('30');
      await admin.page.getByLabel('Apply by').fill('2020-01-01');
      // Leave the field first, as a person would: its message appears (and the button moves) before the click.
      await admin.page.getByLabel('Apply by').blur();
      await admin.page.getByRole('button', { name: 'Post and pay' }).click();
      await expectInvalid(admin.page, 'Salary to (per year, $)', 'must be at least the start of the range');
      await expectInvalid(admin.page, 'Pay period', 'required with a contract rate');
      await expectInvalid(admin.page, 'Apply by', 'must be in the future');
      await admin.page.getByLabel('Salary to (per year, $)').fill('70000');
      await admin.page.getByLabel('Contract rate ($)').fill('');
      await admin.page.getByLabel('Apply by').fill(inDays(30));
      await admin.page.getByLabel('Denomination').fill('Baptist');
      await admin.page.getByLabel('Housing provided').check({ force: true });
      expect(await accessibilityProblems(admin.page)).toEqual([]);
      await screenshot(admin.page, 'job-post-1280');

      // Checkout on the local test page, then back to the job, which is open.
      await admin.page.getByRole('button', { name: 'Post and pay' }).click();
      await admin.page.getByRole('heading', { name: 'Test checkout' }).waitFor();
      await admin.page.getByText(`Job posting: ${title}`).waitFor();
      await admin.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await admin.page.waitForURL(/\/jobs\/manage\/[^/?]+\?payment=success/);
      await settle(admin.page);
      await admin.page.getByText('Thank you. Your job is open and on the job board.').waitFor();
      await admin.page.getByText('Open', { exact: true }).first().waitFor();
      await admin.page.getByText('No one has applied yet.', { exact: false }).waitFor();
      await admin.page.getByRole('link', { name: /Receipt/ }).waitFor();
      const managePath = new URL(admin.page.url()).pathname;
      const jobPath = managePath.replace('/manage', '');

      // A member finds it on the board with the keyboard: search words, then a ministry filter.
      await open(applicant.page, '/jobs');
      await applicant.page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
      await tabTo(applicant.page, /Search jobs/);
      await applicant.page.keyboard.type(`Youth ${tag}`);
      await applicant.page.keyboard.press('Enter');
      await applicant.page.waitForURL(/[?&]q=Youth/);
      const results = applicant.page.getByRole('list', { name: 'Jobs' });
      await results.getByRole('heading', { name: title }).waitFor();
      await applicant.page.getByLabel('Housing', { exact: true }).selectOption('no');
      await applicant.page.getByText('No jobs match your search').waitFor();
      await settle(applicant.page);
      await applicant.page.getByLabel('Housing', { exact: true }).selectOption('yes');
      await results.getByRole('heading', { name: title }).waitFor();
      await settle(applicant.page);
      expect(await accessibilityProblems(applicant.page)).toEqual([]);
      await screenshot(applicant.page, 'jobs-board-390');

      // Apply: a video link without https:// is refused; then the application shows with its status.
      await results.getByRole('link', { name: title }).click();
      await applicant.page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await applicant.page.getByLabel('Message to the organization').waitFor();
      await settle(applicant.page);
      await applicant.page.getByLabel('Message to the organization').fill('I have served students for six years and would love to serve at Antioch.');
      await applicant.page.getByLabel('Video link (optional)').fill('youtube.example.com/watch?v=intro');
      await applicant.page.getByRole('button', { name: 'Send application' }).click();
      await expectInvalid(applicant.page, 'Video link (optional)', 'please add the prefix https://');
      await applicant.page.getByLabel('Video link (optional)').fill('https://youtube.example.com/watch?v=intro');
      await applicant.page.getByRole('button', { name: 'Send application' }).click();
      await applicant.page.getByText('Your application:').waitFor();
      await applicant.page.getByText('Submitted', { exact: true }).waitFor();
      expect(await accessibilityProblems(applicant.page)).toEqual([]);
      await screenshot(applicant.page, 'job-applied-390');

      // The admin moves the application on.
      await open(admin.page, managePath);
      const applicants = admin.page.getByRole('list', { name: 'Applicants' });
      await applicants.getByRole('heading', { name: applicant.name }).waitFor();
      await applicants.getByRole('link', { name: /Video introduction/ }).waitFor();
      await applicants.getByLabel(`Status of ${applicant.name}'s application`).selectOption('INTERVIEWING');
      await applicants.getByText('Interviewing', { exact: true }).waitFor();
      await settle(admin.page);
      expect(await accessibilityProblems(admin.page)).toEqual([]);
      await screenshot(admin.page, 'job-manage-1280');

      // The member sees the new status among their applications, and withdraws from the job's page.
      await open(applicant.page, '/applications');
      const mine = applicant.page.getByRole('list', {
        name: 'My applications',
      });
      await mine.getByRole('heading', { name: title }).waitFor();
      await mine.getByText('Interviewing', { exact: true }).waitFor();
      expect(await accessibilityProblems(applicant.page)).toEqual([]);
      await screenshot(applicant.page, 'job-applications-390');
      await open(applicant.page, jobPath);
      await applicant.page.getByText('Interviewing', { exact: true }).waitFor();
      await applicant.page.getByRole('button', { name: 'Withdraw', exact: true }).click();
      await applicant.page.getByRole('button', { name: 'Withdraw application' }).click();
      await applicant.page.getByText('Withdrawn', { exact: true }).first().waitFor();

      // A visitor gets the server-rendered job with its own head; an unknown job is a 404.
      const response = await visitorPage.goto(`${webUrl()}${jobPath}`);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(title);
      expect(html).toContain(`<title>${title} at ${organizationName} | Koinonia</title>`);
      await settle(visitorPage);
      await visitorPage.getByRole('link', { name: 'Sign in to apply' }).waitFor();
      expect(await accessibilityProblems(visitorPage)).toEqual([]);
      await screenshot(visitorPage, 'job-public-1280');
      await visitorPage.setViewportSize({ width: WIDTHS.phone, height: 900 });
      await screenshot(visitorPage, 'job-public-390');
      const missing = await visitorPage.goto(`${webUrl()}/jobs/00000000-0000-4000-8000-000000000000`);
      expect(missing?.status()).toBe(404);
      await visitorPage.getByText('We could not find that job').waitFor();
    },
  );
  for (const context of [admin.context, applicant.context, visitor]) await context.close();
}, 240_000);

test('closing a job while a member is applying answers the spec message; closed jobs leave the board', async () => {
  const admin = await member(browser, 'job-closer');
  const late = await member(browser, 'job-late');
  const tag = unique();
  const title = `Worship Leader ${tag}`;
  await runWebOperation(admin.context, SaveOrganizationDocument, {
    name: `Berea Chapel ${tag}`,
    slug: `berea-${tag}`,
    type: 'Church',
    mutationType: 'ADD',
  });
  await journey(
    'close',
    () => [admin.page, late.page],
    async () => {
      // A draft first, posted from its page, then paid.
      await open(admin.page, '/jobs/new');
      await admin.page.getByLabel('Organization').first().waitFor();
      await settle(admin.page);
      await admin.page.getByLabel('Job title').fill(title);
      await admin.page.getByLabel('Job type').selectOption('PART_TIME');
      await admin.page.getByLabel('Remote or on site').selectOption('HYBRID');
      await admin.page.getByLabel('Description').fill('Plan and lead Sunday worship with a volunteer band.');
      await admin.page.getByLabel('Salary from (per year, $)').fill('20000');
      await admin.page.getByLabel('Salary to (per year, $)').fill('25000');
      await admin.page.getByRole('button', { name: 'Save as draft' }).click();
      await admin.page.waitForURL(/\/jobs\/manage\//);
      await admin.page.getByText('Draft', { exact: true }).first().waitFor();
      await settle(admin.page);
      await admin.page.getByRole('button', { name: 'Post job' }).click();
      await admin.page.getByText('Awaiting payment', { exact: true }).first().waitFor();
      await admin.page.getByRole('button', { name: /^Pay / }).click();
      await admin.page.getByRole('button', { name: 'Pay', exact: true }).click();
      await admin.page.waitForURL(/payment=success/);
      await admin.page.getByText('Thank you. Your job is open and on the job board.').waitFor();
      const managePath = new URL(admin.page.url()).pathname;

      // The member opens the job; meanwhile the admin closes it.
      await open(late.page, managePath.replace('/manage', ''));
      await late.page.getByLabel('Message to the organization').fill('I lead worship at my church.');
      await settle(admin.page);
      await admin.page.getByRole('button', { name: 'Close job' }).click();
      await admin.page.getByRole('dialog').getByRole('button', { name: 'Close job' }).click();
      await admin.page.getByText('Closed', { exact: true }).first().waitFor();
      await late.page.getByRole('button', { name: 'Send application' }).click();
      const refusal = late.page.getByRole('alert').filter({ hasText: 'Application could not be submitted. Please contact support for more information.' });
      await refusal.getByText('This opportunity is not open for applications.').waitFor();

      // The board no longer lists it.
      await open(late.page, `/jobs?q=${encodeURIComponent(title)}`);
      await late.page.getByText('No jobs match your search').waitFor();
      await screenshot(late.page, 'jobs-board-empty-1280');
    },
  );
  for (const context of [admin.context, late.context]) await context.close();
}, 240_000);

test('the job screens without data: empty board, applications and jobs; the filters with the keyboard; 390 and 1280 px', async () => {
  const seeker = await member(browser, 'job-seeker', WIDTHS.phone);
  await journey('empty', () => [seeker.page], async () => {
    await open(seeker.page, '/jobs?q=zzqx-no-such-job');
    await seeker.page.getByText('No jobs match your search').waitFor();
    expect(await accessibilityProblems(seeker.page)).toEqual([]);
    await screenshot(seeker.page, 'jobs-board-empty-390');

    // The filters work with the keyboard alone: a choice applies at once, and the address keeps it.
    await tabTo(seeker.page, /^Job type/);
    await seeker.page.keyboard.press('ArrowDown');
    await seeker.page.waitForURL(/type=FULL_TIME/);
    await seeker.page.getByRole('link', { name: 'Clear search and filters' }).first().waitFor();

    await open(seeker.page, '/applications');
    await seeker.page.getByText('You have not applied for a job yet').waitFor();
    expect(await accessibilityProblems(seeker.page)).toEqual([]);
    await screenshot(seeker.page, 'job-applications-empty-390');

    await open(seeker.page, '/jobs/manage');
    await seeker.page.getByText('Your organizations have no jobs yet').waitFor();
    expect(await accessibilityProblems(seeker.page)).toEqual([]);
    await screenshot(seeker.page, 'jobs-manage-empty-390');

    await open(seeker.page, '/jobs/new');
    await seeker.page.getByText('Jobs are posted by organizations').waitFor();
    expect(await accessibilityProblems(seeker.page)).toEqual([]);
    await screenshot(seeker.page, 'job-post-no-organization-390');

    await seeker.page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await open(seeker.page, '/jobs');
    // The board as a member without an organization sees it is scanned by pages.e2e.ts.
    await seeker.page.getByRole('heading', { name: 'Jobs', level: 1 }).waitFor();
    await screenshot(seeker.page, 'jobs-board-1280');
  });
  await seeker.context.close();
}, 120_000);
