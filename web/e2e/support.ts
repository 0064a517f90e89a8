import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Browser test support: the system under test comes from the runner's environment. */
export function webUrl(): string {
  const url = process.env.KOINONIA_WEB_URL;
  if (!url) throw new Error('KOINONIA_WEB_URL is not set: run the browser tests with `npm run test:browser`');
  return url.replace(/\/+$/, '');
}

export function apiUrl(): string {
  const url = process.env.KOINONIA_API_URL;
  if (!url) throw new Error('KOINONIA_API_URL is not set: run the browser tests with `npm run test:browser`');
  return url;
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

export const WIDTHS = { phone: 390, desktop: 1280 } as const;

export async function newContext(browser: Browser, width: number = WIDTHS.desktop): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', locale: 'en-US' });
}

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A new person for each test, so tests never depend on each other's data. */
export function newPerson(label: string): Person {
  const id = randomUUID().slice(0, 8);
  return { firstName: 'Lydia', lastName: `Thyatira ${label}`, email: `lydia-${label}-${id}@philippi.example.org`, password: `Purple${id}Cloth9` };
}

/** Signs a person up through the API in the page's context, so the browser holds their session. */
export async function signUpThroughApi(context: BrowserContext, person: Person): Promise<{ slug: string }> {
  const response = await context.request.post(apiUrl(), {
    headers: { 'content-type': 'application/json', origin: webUrl() },
    data: {
      query: `mutation($firstName: String!, $lastName: String!, $email: String!, $password: String!) {
        signIn(firstName: $firstName, lastName: $lastName, email: $email, password: $password, mutationType: SIGN_UP) { slug }
      }`,
      variables: person,
    },
  });
  const body = (await response.json()) as { data?: { signIn?: { slug: string } }; errors?: unknown };
  if (!body.data?.signIn) throw new Error(`sign-up through the API failed: ${JSON.stringify(body.errors)}`);
  return body.data.signIn;
}

const screenshotDir = resolve(import.meta.dirname, 'screenshots');

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // From the top, so the fixed top bar is drawn where a person sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: true });
}

/** Waits until the app has finished the route change (no pending route, no busy skeletons). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.route-progress, [aria-busy="true"]'), undefined, { timeout: 15_000 });
}

/** Describes the focused element: its accessible-ish name, for keyboard-only navigation. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelled = element.getAttribute('aria-label');
    const input = element as HTMLInputElement;
    const label = input.labels?.[0]?.textContent ?? '';
    return (labelled ?? (label || element.textContent) ?? '').replace(/\s+/g, ' ').replace(/\*$/, '').trim();
  });
}

/** Presses Tab until the focused element's name matches, as a keyboard user would. */
export async function tabTo(page: Page, name: RegExp, maxPresses = 40): Promise<void> {
  for (let index = 0; index < maxPresses; index++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Could not reach ${name} with the Tab key in ${maxPresses} presses (last: "${await focusedName(page)}")`);
}
