import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityProblems, eventually, launchBrowser, mailbox, newContext, newPerson, screenshot, settle, signUpThroughApi, webUrl, WIDTHS } from './support.ts';

/**
 * Every page of the app, signed out and signed in: an axe-core scan with no serious or critical
 * violations, and a screenshot at phone and desktop widths (web/e2e/screenshots/).
 */
let browser: Browser;
let slug: string;
const member = newPerson('pages');

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  slug = (await signUpThroughApi(context, member)).slug;
  await context.close();
});
afterAll(async () => {
  await browser?.close();
});

interface PageCase {
  name: string;
  path: () => string;
  heading?: RegExp;
  /** Something to do before the scan (e.g. open a form). */
  prepare?: (page: Page) => Promise<void>;
}

const publicPages: PageCase[] = [
  { name: 'landing', path: () => '/', heading: /professional network for the ministry world/ },
  { name: 'sign-up', path: () => '/sign-up', heading: /Join Koinonia/ },
  {
    name: 'sign-up-errors',
    path: () => '/sign-up',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Create account' }).click();
    },
  },
  { name: 'sign-in', path: () => '/sign-in', heading: /Sign in/ },
  { name: 'forgot-password', path: () => '/forgot-password', heading: /Forgot your password/ },
  { name: 'reset-password', path: () => '/reset-password?token=not-a-real-token', heading: /Set a new password/ },
  { name: 'verify-email-missing-token', path: () => '/verify-email', heading: /could not verify/ },
  { name: 'check-email', path: () => `/check-email?email=${encodeURIComponent(member.email)}`, heading: /Check your email/ },
  { name: 'public-profile', path: () => `/u/${slug}` },
  {
    name: 'dev-mailbox',
    path: () => `/dev/mailbox?to=${encodeURIComponent(member.email)}`,
    heading: /Dev mailbox/,
    // The message's own html is third-party content in a sandboxed frame (no scripts, so axe
    // cannot run inside it): scan the page with the message shown as text.
    prepare: async (page) => {
      const links = page.getByText('Links in this message');
      // Sent through the event bus: asked for again if the page was opened before it arrived.
      await eventually(async () => ((await mailbox(member.email)).length > 0 ? true : undefined), `an e-mail to ${member.email}`);
      if (!(await links.count())) await page.getByRole('button', { name: /Check again|Refresh|Show messages/ }).first().click();
      await links.first().waitFor();
      await page.getByText('Text', { exact: true }).click();
      await page.locator('iframe').waitFor({ state: 'detached' });
    },
  },
  { name: 'not-found', path: () => '/no-such-page' },
];

const memberPages: PageCase[] = [
  { name: 'my-profile', path: () => '/profile', heading: /My profile/ },
  {
    name: 'my-profile-edit',
    path: () => '/profile',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await page.getByLabel('Zip code').fill('1234567');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByText('must contain at most 5 numbers').waitFor();
    },
  },
  { name: 'member-public-profile', path: () => `/u/${slug}` },
  { name: 'feed', path: () => '/feed', heading: /Feed/ },
  { name: 'network', path: () => '/network', heading: /My network/ },
  { name: 'jobs', path: () => '/jobs', heading: /Jobs/ },
  { name: 'groups', path: () => '/groups', heading: /Groups/ },
  { name: 'events', path: () => '/events', heading: /Events/ },
  { name: 'chat', path: () => '/chat', heading: /Chat/ },
  { name: 'notifications', path: () => '/notifications', heading: /Notifications/ },
  { name: 'search', path: () => '/search?q=worship%20pastor', heading: /Results for/ },
];

async function visitAll(context: BrowserContext, cases: PageCase[], width: number, prefix: string): Promise<string[]> {
  const problems: string[] = [];
  const page = await context.newPage();
  for (const item of cases) {
    await page.goto(`${webUrl()}${item.path()}`);
    await settle(page);
    if (item.heading) await page.getByRole('heading', { name: item.heading }).first().waitFor();
    await item.prepare?.(page);
    expect(await page.title()).toMatch(/ \| Koinonia$/);
    await screenshot(page, `${prefix}${item.name}-${width}`);
    for (const violation of await accessibilityProblems(page)) problems.push(`${item.name} at ${width}px: ${violation}`);
  }
  await page.close();
  return problems;
}

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`signed-out pages at ${width}px pass axe with no serious or critical violations`, async () => {
    const context = await newContext(browser, width);
    const problems = await visitAll(context, publicPages, width, '');
    await context.close();
    expect(problems).toEqual([]);
  }, 180_000);

  test(`member pages at ${width}px pass axe with no serious or critical violations`, async () => {
    const context = await newContext(browser, width);
    await signUpThroughApi(context, newPerson(`pages-${width}`));
    const problems = await visitAll(context, memberPages, width, 'member-');
    await context.close();
    expect(problems).toEqual([]);
  }, 180_000);
}

/** A page at `path`, signed in as a member who has just signed up. */
async function openAsNewMember(width: number, label: string, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, width);
  await signUpThroughApi(context, newPerson(label));
  const page = await context.newPage();
  await page.goto(`${webUrl()}${path}`);
  await settle(page);
  return { context, page };
}

test('on a phone, the burger opens the member navigation, and a choice or Escape closes it', async () => {
  const { context, page } = await openAsNewMember(WIDTHS.phone, 'phone-nav', '/feed');
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.isVisible()).resolves.toBe(false);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await navigation.waitFor({ state: 'visible' });
  await expect(page.getByRole('button', { name: 'Close navigation' }).getAttribute('aria-expanded')).resolves.toBe('true');
  await screenshot(page, 'member-navigation-open-390');
  expect(await accessibilityProblems(page)).toEqual([]);

  await navigation.getByRole('link', { name: 'Jobs' }).click();
  await page.getByRole('heading', { name: /Jobs/ }).first().waitFor();
  await navigation.waitFor({ state: 'hidden' });

  // From the keyboard: Escape closes the panel and puts focus back on the burger.
  await page.getByRole('button', { name: 'Open navigation' }).focus();
  await page.keyboard.press('Enter');
  await navigation.waitFor({ state: 'visible' });
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await navigation.waitFor({ state: 'hidden' });
  await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Open navigation');
  await context.close();
}, 60_000);

test('the top bar shows an edited name at once, without a reload', async () => {
  const { context, page } = await openAsNewMember(WIDTHS.desktop, 'rename', '/profile');
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await page.getByLabel('First name').fill('Priscilla');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await page.getByText('Your profile is saved.').waitFor();
  await page.getByRole('banner').getByText('Priscilla', { exact: true }).waitFor();
  await context.close();
}, 60_000);
