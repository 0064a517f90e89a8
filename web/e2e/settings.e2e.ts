import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ForgotPasswordDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, linkFromMailbox, newContext, newPerson, open, runWebOperation, screenshot, settle, signUpMember, webUrl, WIDTHS } from './support.ts';

/**
 * Settings (e-mail and profile address, password, notification e-mails, blocked members), the
 * member menu that leads there, a spent reset link, and the not-found page inside the member's
 * shell. Screenshots of each settings page at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(label: string, width: number = WIDTHS.desktop) {
  const context = await newContext(browser, width);
  const person = newPerson(label);
  const who = await signUpMember(context, person);
  const page = await context.newPage();
  return { context, page, person, ...who };
}

test('the member menu leads to every settings page', async () => {
  const { context, page } = await signedIn('menu');
  await open(page, '/feed');
  for (const [item, heading] of [
    ['E-mail and profile address', 'E-mail and profile address'],
    ['Password', 'Password'],
    ['Notification e-mails', 'Notification e-mails'],
    ['Blocked members', 'Blocked members'],
  ] as const) {
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor();
  }
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).waitFor();
  await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  await page.keyboard.press('Escape');
  await open(page, '/settings');
  await page.waitForURL(/\/settings\/account$/);
  await context.close();
}, 60_000);

test('password: refused input under the field, then a new password that signs in', async () => {
  const { context, page, person } = await signedIn('password');
  await open(page, '/settings/password');
  await page.getByLabel(/^New password/).fill('short');
  await page.getByLabel('Confirm new password').fill('other');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('must be at least 8 characters').waitFor();
  await page.getByText('the passwords do not match').waitFor();

  const next = `${person.password}X2`;
  await page.getByLabel(/^New password/).fill(next);
  await page.getByLabel('Confirm new password').fill(next);
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByText('Your password was changed.', { exact: true }).waitFor();
  // Still signed in here (a new session), and the new password works.
  await open(page, '/settings/password');
  await page.getByRole('heading', { name: 'Password', level: 1 }).waitFor();

  const fresh = await newContext(browser);
  const signIn = await fresh.newPage();
  await open(signIn, '/sign-in');
  await signIn.getByLabel('Email').fill(person.email);
  await signIn.getByLabel(/^Password/).fill(next);
  await signIn.getByRole('button', { name: 'Sign in' }).click();
  await signIn.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
  await fresh.close();
  await context.close();
}, 60_000);

test('notification e-mails: turned off and on again, kept after a reload', async () => {
  const { context, page } = await signedIn('notifications');
  await open(page, '/settings/notifications');
  const toggle = page.getByRole('switch', { name: 'Send me notification e-mails' });
  await expect(toggle.isChecked()).resolves.toBe(true);
  await toggle.click({ force: true });
  await page.getByText('Notification e-mails are off.').waitFor();
  await open(page, '/settings/notifications');
  await expect(page.getByRole('switch', { name: 'Send me notification e-mails' }).isChecked()).resolves.toBe(false);
  await page.getByRole('switch', { name: 'Send me notification e-mails' }).click({ force: true });
  await page.getByText('Notification e-mails are on.').waitFor();
  await context.close();
}, 60_000);

test('e-mail and profile address: a new address waits for its link, a new slug works at once and the old one still leads there', async () => {
  const { context, page, person, slug } = await signedIn('account');
  await open(page, '/settings/account');
  await expect(page.getByRole('textbox', { name: /^E-mail/ }).inputValue()).resolves.toBe(person.email);

  await page.getByRole('textbox', { name: /^E-mail/ }).fill('not an address');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('must be a valid email address').waitFor();

  const newEmail = person.email.replace('@', '+new@');
  const newSlug = `${slug}-renamed`;
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(newEmail);
  await page.getByRole('textbox', { name: /^Profile address/ }).fill(newSlug);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText(`We sent a link to ${newEmail}.`, { exact: false }).first().waitFor();
  await page.getByText(`/u/${newSlug}. The old address still leads to you.`, { exact: false }).waitFor();
  // The address waits for its link, which went to the new address.
  await page.getByText('Waiting for you to confirm').waitFor();
  await page.getByText(newEmail, { exact: true }).first().waitFor();
  expect(await linkFromMailbox(newEmail, '/verify-email')).toContain('token=');

  await open(page, `/u/${slug}`);
  await page.getByRole('heading', { name: `${person.firstName} ${person.lastName}` }).first().waitFor();
  await context.close();
}, 60_000);

test('a spent reset link says so before anyone types, with a way to ask for a new one', async () => {
  const context = await newContext(browser);
  const person = newPerson('reset');
  await signUpMember(context, person);
  await runWebOperation(context, ForgotPasswordDocument, { email: person.email });
  const link = await linkFromMailbox(person.email, '/reset-password');
  const page = await context.newPage();

  // First use: a new password, signed in.
  await page.goto(link);
  await settle(page);
  await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
  await page.getByLabel(/^New password/).fill(`${person.password}Y3`);
  await page.getByLabel('Confirm new password').fill(`${person.password}Y3`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.waitForURL(/\/profile$/);

  // Opened again in this browser: spent, up front, with no form.
  await page.goto(link);
  await settle(page);
  await page.getByRole('heading', { name: 'This link has been used or has expired' }).waitFor();
  expect(await page.getByLabel(/^New password/).count()).toBe(0);
  await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
  await screenshot(page, 'reset-password-spent-1280');
  expect(await accessibilityProblems(page)).toEqual([]);

  // In another browser, the API's refusal turns into the same page, never "token: …".
  const other = await newContext(browser, WIDTHS.phone);
  const elsewhere = await other.newPage();
  await elsewhere.goto(link);
  await settle(elsewhere);
  await elsewhere.getByLabel(/^New password/).fill(`${person.password}Z4`);
  await elsewhere.getByLabel('Confirm new password').fill(`${person.password}Z4`);
  await elsewhere.getByRole('button', { name: 'Save new password' }).click();
  await elsewhere.getByRole('heading', { name: 'This link has been used or has expired' }).waitFor();
  await elsewhere.getByText('This password reset link is invalid or has expired.').waitFor();
  expect(await elsewhere.locator('body').innerText()).not.toMatch(/token\s*:/i);
  await screenshot(elsewhere, 'reset-password-spent-390');
  await elsewhere.getByRole('link', { name: 'Ask for a new link' }).click();
  await elsewhere.waitForURL(/\/forgot-password$/);
  await other.close();
  await context.close();
}, 90_000);

test('an unknown address shows the not-found page inside the member shell when signed in, the public one otherwise', async () => {
  const { context, page } = await signedIn('not-found');
  const response = await page.goto(`${webUrl()}/nope`);
  expect(response?.status()).toBe(404);
  await settle(page);
  await page.getByRole('heading', { name: 'We could not find that page' }).waitFor();
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await page.getByRole('button', { name: /Account menu/ }).waitFor();
  expect(await page.getByRole('link', { name: 'Join now' }).count()).toBe(0);
  await screenshot(page, 'member-not-found-1280');
  expect(await accessibilityProblems(page)).toEqual([]);

  const anonymous = await newContext(browser);
  const visitor = await anonymous.newPage();
  await visitor.goto(`${webUrl()}/nope`);
  await settle(visitor);
  await visitor.getByRole('link', { name: 'Join now' }).waitFor();
  await anonymous.close();
  await context.close();
}, 60_000);

test('the top bar search box has a clearly visible focus ring, and leads to people search', async () => {
  const { context, page } = await signedIn('focus');
  await open(page, '/feed');
  const box = page.getByRole('searchbox', { name: 'Search Koinonia' });
  await box.focus();
  const outline = await box.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), color: style.outlineColor };
  });
  expect(outline.style).toBe('solid');
  expect(outline.width).toBeGreaterThanOrEqual(2);
  await screenshot(page, 'search-box-focus-1280');
  await box.fill('Lydia');
  await box.press('Enter');
  await page.waitForURL(/\/search\?q=Lydia/);
  await page.getByRole('heading', { name: 'Results for “Lydia”' }).waitFor();
  await context.close();
}, 60_000);

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`settings pages at ${width}px: screenshots and axe`, async () => {
    const { context, page } = await signedIn(`settings-${width}`, width);
    const problems: string[] = [];
    for (const name of ['account', 'password', 'notifications', 'blocked'] as const) {
      await open(page, `/settings/${name}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(page);
      await screenshot(page, `settings-${name}-${width}`);
      for (const violation of await accessibilityProblems(page)) problems.push(`${name}: ${violation}`);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
}
