import { afterAll, beforeAll, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, linkFromMailbox, newContext, newPerson, settle, tabTo, webUrl } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the sign-up and sign-in journey works with the keyboard alone', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const person = newPerson('keyboard');

  // From the landing page to the sign-up form.
  await page.goto(`${webUrl()}/`);
  await settle(page);
  await tabTo(page, /^Join now$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/sign-up$/);
  await settle(page);

  await tabTo(page, /^First name/);
  await page.keyboard.type(person.firstName);
  await tabTo(page, /^Last name/);
  await page.keyboard.type(person.lastName);
  await tabTo(page, /^Email/);
  await page.keyboard.type(person.email);
  await tabTo(page, /^Password/);
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/check-email/);
  await settle(page);
  await tabTo(page, /^Open the dev mailbox$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/dev\/mailbox\?to=/);
  await settle(page);

  // The e-mail arrives through the event bus: once it is in the mailbox, ask again from the keyboard
  // if the page was opened before it arrived.
  const link = page.getByRole('link', { name: /\/verify-email\?token=/ });
  await linkFromMailbox(person.email, '/verify-email');
  if (!(await link.count())) {
    await tabTo(page, /^(Check again|Refresh|Show messages)$/);
    await page.keyboard.press('Enter');
  }
  await link.first().waitFor();
  await tabTo(page, /\/verify-email\?token=/, 80);
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/verify-email\?token=/);
  // The page asks for the password with focus on its heading; Tab reaches the field.
  await page.getByRole('heading', { name: 'Confirm your password' }).waitFor();
  await tabTo(page, /^Password/);
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
  await tabTo(page, /^Go to your profile$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/profile$/);
  await settle(page);
  await page.getByText('Email verified').waitFor();

  // Sign out from the member menu, then sign back in, all from the keyboard.
  await tabTo(page, /Account menu/);
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  // The menu lists My profile, the four settings pages, then Sign out.
  for (let press = 0; press < 10; press++) {
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === 'Sign out') break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await page.waitForURL(`${webUrl()}/`);
  await settle(page);

  await tabTo(page, /^Sign in$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/sign-in/);
  await settle(page);
  await tabTo(page, /^Email/);
  await page.keyboard.type(person.email);
  await tabTo(page, /^Password/);
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/profile$/);
  await settle(page);
  await page.getByRole('heading', { name: `${person.firstName} ${person.lastName}` }).waitFor();
  await context.close();
}, 120_000);
