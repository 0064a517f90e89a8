import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, linkFromMailbox, newContext, newPerson, screenshot, settle, webUrl, type Person } from './support.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openVerificationLinkFromMailbox(page: Page, person: Person): Promise<void> {
  // The e-mail travels through the outbox and the event bus: once it is in the mailbox, the page
  // asks again if it was opened before it arrived.
  const link = page.getByRole('link', { name: /\/verify-email\?token=/ });
  await linkFromMailbox(person.email, '/verify-email');
  if (!(await link.count())) {
    const again = page.getByRole('button', { name: /Check again|Refresh/ });
    if (await again.count()) await again.first().click();
    else await page.getByRole('button', { name: 'Show messages' }).click();
  }
  await link.first().waitFor();
  expect(await page.getByText(person.email).count()).toBeGreaterThan(0);
  await link.first().click();
}

test('sign up through the UI, open the dev mailbox, follow the link, see the verified profile', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const person = newPerson('mouse');

  await page.goto(`${webUrl()}/sign-up`);
  await settle(page);
  await expect(page.title()).resolves.toBe('Sign up | Koinonia');

  // Bad input is refused in the form with the server's messages, before anything is sent.
  // (The form's code may still be on its way: the messages appear once it has taken over.)
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('required').first().waitFor();
  await expect(page.getByLabel('First name').getAttribute('aria-invalid')).resolves.toBe('true');

  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('must be at least 8 characters').waitFor();

  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL(/\/check-email/);
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.getByRole('link', { name: 'Open the dev mailbox' }).click();

  await page.waitForURL(/\/dev\/mailbox\?to=/);
  await openVerificationLinkFromMailbox(page, person);

  await page.waitForURL(/\/verify-email\?token=/);
  // Whoever signed up may not own the mailbox: the owner confirms the password before it counts.
  await page.getByRole('heading', { name: 'Confirm your password' }).waitFor();
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Verify my email' }).click();
  await page.getByRole('heading', { name: 'Your email is verified' }).waitFor();
  await page.getByRole('link', { name: 'Go to your profile' }).click();

  await page.waitForURL(/\/profile$/);
  await settle(page);
  await expect(page.title()).resolves.toBe('My profile | Koinonia');
  await page.getByText('Email verified').waitFor();
  await page.getByRole('heading', { name: `${person.firstName} ${person.lastName}` }).waitFor();
  await screenshot(page, 'journey-verified-profile-1280');

  // Signing out and back in returns to the same verified profile.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(`${webUrl()}/`);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/profile$/);
  await page.getByText('Email verified').waitFor();
  await context.close();
}, 90_000);

test('a wrong password is refused with a message and the person stays signed out', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${webUrl()}/sign-in`);
  await settle(page);
  await page.getByLabel('Email').fill(newPerson('nobody').email);
  await page.getByLabel(/^Password/).fill('NotThePassword1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'We could not sign you in' }).waitFor();
  expect(page.url()).toMatch(/\/sign-in/);
  await context.close();
}, 60_000);
