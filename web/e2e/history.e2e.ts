import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { accessibilityProblems, launchBrowser, newContext, newPerson, screenshot, settle, signUpThroughApi, webUrl, WIDTHS } from './support.ts';

/**
 * Editing history on the member's own profile: add, edit, make primary and delete positions and
 * education, refused input (the end before the start) with the message under the field, the
 * save-first message when leaving a form with unsaved changes for another, a question before
 * leaving the page, and focus on the form when it opens and on the section's heading after saving.
 */
let browser: Browser;
let context: BrowserContext;
let page: Page;
let slug: string;
const member = newPerson('history');

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  slug = (await signUpThroughApi(context, member)).slug;
  page = await context.newPage();
  await page.goto(`${webUrl()}/profile`);
  await settle(page);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const focused = () => page.evaluate(() => {
  const element = document.activeElement as HTMLInputElement | null;
  return { tag: element?.tagName ?? '', id: element?.id ?? '', label: element?.labels?.[0]?.textContent ?? '', text: element?.textContent ?? '' };
});

/** The field labelled `label` has the focus (else: what has it). */
async function expectFocus(label: RegExp): Promise<void> {
  const field = page.getByLabel(label);
  const has = await field.evaluate((element) => element === document.activeElement);
  expect(has ? 'focused' : await focused()).toBe('focused');
}

/** Waits for what a save shows; when it does not come, fails with the alerts the page shows instead. */
async function expectShown(locator: ReturnType<Page['locator']>): Promise<void> {
  try {
    await locator.waitFor({ timeout: 20_000 });
  } catch (error) {
    const alerts = await page.getByRole('alert').allInnerTexts();
    throw new Error(`${String(error)}; alerts on the page: ${JSON.stringify(alerts)}`);
  }
}

/** Waits until the "Saved" notifications have closed by themselves, so screenshots show the page. */
async function toastsGone(): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0, undefined, { timeout: 15_000 });
}

const entries = (kind: 'experience' | 'education') => page.getByTestId(`${kind}-entry`).allInnerTexts();

async function addPosition(values: { title: string; start: string; end?: string; current?: boolean }): Promise<void> {
  await page.getByRole('button', { name: 'Add position' }).click();
  await expectFocus(/^Job title/);
  await page.getByLabel(/^Job title/).fill(values.title);
  await page.getByLabel(/^Start date/).fill(values.start);
  if (values.end) await page.getByLabel(/^End date/).fill(values.end);
  if (values.current) await page.getByLabel('I currently hold this position').check();
  await save('Save position');
}

/**
 * Saves from the keyboard: leaving the last field validates it, and a message appearing under it
 * moves the button, so a mouse click aimed before that could miss it.
 */
async function save(name: string): Promise<void> {
  const button = page.getByRole('button', { name });
  await button.focus();
  await button.press('Enter');
}

test('add, edit, make primary and delete positions; refused dates; focus follows', async () => {
  // A new member's /profile, as here, is scanned by pages.e2e.ts.
  await page.getByText('No positions yet.').waitFor();

  // The end before the start is refused under the field, and focus goes there.
  await addPosition({ title: 'Youth pastor', start: '2019-05-01', end: '2018-01-01' });
  await page.getByText('must be after the start date').waitFor();
  await expectFocus(/^End date/);
  await page.getByLabel(/^End date/).fill('2022-08-31');
  await save('Save position');
  await expectShown(page.getByTestId('experience-entry').first());
  expect(await focused()).toMatchObject({ id: 'experience-title' });
  expect(await entries('experience')).toEqual([expect.stringContaining('May 1st 2019 – Aug 31st 2022')]);

  await addPosition({ title: 'Senior pastr', start: '2022-09-01', current: true });
  await page.getByRole('heading', { name: 'Senior pastr', exact: true }).waitFor();
  expect(await entries('experience')).toEqual([expect.stringContaining('Senior pastr'), expect.stringContaining('Youth pastor')]);
  expect(await entries('experience')).toEqual([expect.stringContaining('Sep 1st 2022 – Present'), expect.anything()]);

  // Edit: the form opens on the first field with the values.
  await page.getByRole('button', { name: 'Edit Senior pastr' }).click();
  await expectFocus(/^Job title/);
  await expect(page.getByLabel(/^Start date/).inputValue()).resolves.toBe('2022-09-01');
  await page.getByLabel(/^Job title/).fill('Senior pastor');
  await save('Save position');
  await page.getByRole('heading', { name: 'Senior pastor', exact: true }).waitFor();
  expect(await focused()).toMatchObject({ id: 'experience-title' });

  // Make the older one primary: it comes first, with the badge, and heads the public profile.
  await page.getByRole('button', { name: /^Make primary\W+Youth pastor$/ }).click();
  await page.getByText('Primary', { exact: true }).waitFor();
  expect(await entries('experience')).toEqual([expect.stringMatching(/Youth pastor\s*Primary/i), expect.stringContaining('Senior pastor')]);

  await toastsGone();
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `history-editor-${width}`);
  }

  // Delete asks first.
  await page.getByRole('button', { name: 'Delete Senior pastor' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Senior pastor from your experience?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(await entries('experience')).toHaveLength(2);
  await page.getByRole('button', { name: 'Delete Senior pastor' }).click();
  await dialog.getByRole('button', { name: 'Delete position' }).click();
  await page.getByRole('heading', { name: 'Senior pastor', exact: true }).waitFor({ state: 'detached' });
  await page.waitForFunction(() => document.activeElement?.id === 'experience-title');
  expect(await entries('experience')).toEqual([expect.stringContaining('Youth pastor')]);
}, 120_000);

test('leaving a form with unsaved changes says "You must save the education information"; leaving the page asks', async () => {
  await page.getByRole('button', { name: 'Add education' }).click();
  await expectFocus(/^Degree/);
  await page.getByLabel(/^Degree/).fill('Master of Divinity');

  await page.getByRole('button', { name: 'Add position' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'You must save the education information' });
  await notice.waitFor();
  expect(await focused()).toMatchObject({ id: 'unsaved-changes-notice' });
  await expect(page.getByRole('button', { name: 'Save position' }).count()).resolves.toBe(0);
  await toastsGone();
  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, 'history-unsaved-1280');

  // A link elsewhere asks first; staying keeps what was typed.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (question) => {
      resolve(question.message());
      void question.dismiss();
    }),
  );
  await page.getByRole('link', { name: 'View public profile' }).click();
  expect(await asked).toContain('You must save the education information');
  expect(new URL(page.url()).pathname).toBe('/profile');
  await expect(page.getByLabel(/^Degree/).inputValue()).resolves.toBe('Master of Divinity');

  // Saving lets everything go on.
  await page.getByLabel(/^Field of study/).fill('Theology');
  await page.getByLabel(/^Start date/).fill('2014-09-01');
  await page.getByLabel(/^End date/).fill('2017-05-31');
  await save('Save education');
  await page.getByTestId('education-entry').waitFor();
  expect(await focused()).toMatchObject({ id: 'education-title' });
  expect(await entries('education')).toEqual([expect.stringContaining('Sep 1st 2014 – May 31st 2017')]);

  // Edit profile: focus on its first field; saving returns focus to the name heading.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expectFocus(/^First name/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  expect(await focused()).toMatchObject({ id: 'my-profile-name' });

  await page.getByRole('link', { name: 'View public profile' }).click();
  await page.waitForURL(`${webUrl()}/u/${slug}`);
  await page.getByTestId('profile-headline').getByText('Youth pastor').waitFor();
  await expect(page.getByTestId('education-entry').innerText()).resolves.toContain('Master of Divinity');
  await toastsGone();
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `history-public-profile-${width}`);
  }
}, 120_000);
