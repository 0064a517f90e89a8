import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { WIDTHS, holdScripts, launchBrowser, newContext, newPerson, screenshot, settle, webUrl } from './support.ts';

// The sign-up page hydrates with a stand-in for its form (features/auth/sign-up-page.tsx): the form's
// library arrives on first use and must take over what the visitor did meanwhile, unseen.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const formLoaded = (page: Page) => page.locator('input[data-path="email"]').waitFor();
const standInShown = async (page: Page) => (await page.locator('input[data-path]').count()) === 0;

test('what is typed before the form has loaded is kept, checked and sent', async () => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const person = newPerson('stand-in');

  await page.goto(`${webUrl()}/sign-up`);
  await settle(page);
  const scripts = await holdScripts(page);

  // Typed, by keyboard, into the stand-in while the form's code cannot arrive.
  await page.getByLabel('First name').click();
  await page.keyboard.type(person.firstName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(person.lastName);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not-an-address');
  await page.keyboard.press('Tab');
  await page.keyboard.type(person.password);
  await page.keyboard.press('ArrowLeft');
  expect(await standInShown(page)).toBe(true);

  scripts.release();
  await formLoaded(page);

  // Same values, same field and caret, and the field left already checked (its message shows).
  await expect(page.getByLabel('First name').inputValue()).resolves.toBe(person.firstName);
  await expect(page.getByLabel('Last name').inputValue()).resolves.toBe(person.lastName);
  await expect(page.getByLabel('Email').inputValue()).resolves.toBe('not-an-address');
  await expect(page.getByLabel(/^Password/).inputValue()).resolves.toBe(person.password);
  const caret = await page.evaluate(() => {
    const input = document.activeElement as HTMLInputElement;
    return { name: input.name, at: input.selectionStart };
  });
  expect(caret).toEqual({ name: 'password', at: person.password.length - 1 });
  await expect(page.getByLabel('Email').getAttribute('aria-invalid')).resolves.toBe('true');

  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).press('Enter');
  await page.waitForURL(/\/check-email/);
  expect(warnings).toEqual([]);
  await context.close();
});

test('Enter in the stand-in sends the form once it has loaded', async () => {
  const context = await newContext(browser, WIDTHS.phone);
  const page = await context.newPage();
  const person = newPerson('stand-in-enter');

  await page.goto(`${webUrl()}/sign-up`);
  await settle(page);
  await screenshot(page, 'sign-up-stand-in-390');
  const scripts = await holdScripts(page);
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel(/^Password/).press('Enter');
  expect(await standInShown(page)).toBe(true);

  scripts.release();
  await page.waitForURL(/\/check-email/);
  await context.close();
});

test('the form takes the stand-in’s place without moving anything, on a phone and a desktop', async () => {
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    const context = await newContext(browser, width);
    const page = await context.newPage();
    await page.goto(`${webUrl()}/sign-up`);
    await settle(page);
    const boxes = () => Promise.all(['First name', 'Last name', 'Email', 'Password'].map((label) => page.getByLabel(new RegExp(`^${label}`)).boundingBox()));
    const before = await boxes();
    await page.getByLabel('First name').hover();
    await formLoaded(page);
    expect(await boxes()).toEqual(before);
    await screenshot(page, `sign-up-form-${width}`);
    await context.close();
  }
});
