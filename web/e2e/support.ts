import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { NotificationListDocument, SignInDocument, SignUpDocument, UpdateUserProfileDocument } from '../src/__generated__/graphql/graphql.ts';

/** Browser test support: the system under test comes from the runner's environment. */
export function webUrl(): string {
  const url = process.env.KOINONIA_WEB_URL;
  if (!url) throw new Error('KOINONIA_WEB_URL is not set: run the browser tests with `npm run test:browser`');
  return url.replace(/\/+$/, '');
}

/** The member's session cookie as the browser holds it, for requests made outside the browser. */
export async function sessionCookieOf(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(webUrl())).find((candidate) => candidate.name === 'koinonia_session');
  if (!cookie) throw new Error('the browser holds no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/**
 * Runs one of the web app's own operations through the API in the browser's context (its session).
 * The gateway runs only the web app's operations here (TRUSTED_DOCUMENTS), named by their hash.
 */
export async function runWebOperation<Result, Variables>(
  context: BrowserContext,
  document: TypedDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result> {
  const hash = (document as { __meta__?: { hash: string } }).__meta__?.hash;
  if (!hash) throw new Error('not one of the web app\'s generated operations');
  const response = await context.request.post(apiUrl(), {
    headers: { 'content-type': 'application/json', origin: webUrl() },
    data: { documentId: hash, variables },
  });
  const body = (await response.json()) as { data?: Result | null; errors?: unknown };
  if (!body.data || body.errors) throw new Error(`an API call failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Updates the signed-in member's profile through the API, as the profile page would. */
export async function updateProfileThroughApi(context: BrowserContext, input: { firstName: string; lastName: string; about: string }): Promise<void> {
  await runWebOperation(context, UpdateUserProfileDocument, { input });
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

/**
 * Signs a person up through the API, then signs them in in the page's context (sign-up itself starts
 * no session: it answers the same for a known address), so the browser holds their session; answers
 * who they are (ids for later API calls).
 */
export async function signUpMember(context: BrowserContext, person: Person): Promise<{ id: string; slug: string; profileId: string; name: string }> {
  await runWebOperation(context, SignUpDocument, person);
  const viewer = (await runWebOperation(context, SignInDocument, { email: person.email, password: person.password })).signIn;
  if (!viewer) throw new Error(`${person.email} could not sign in after signing up`);
  return { id: viewer.id, slug: viewer.slug, profileId: viewer.profile.id, name: `${viewer.firstName} ${viewer.lastName}` };
}

/** Signs a person up and in through the API in the page's context, so the browser holds their session. */
export const signUpThroughApi = signUpMember;

const screenshotDir = resolve(import.meta.dirname, 'screenshots');

/**
 * What axe-core finds on the page against WCAG 2.2 AA and its best practices, serious or critical
 * only: one line per rule, naming the first elements. Sandboxed frames (an e-mail's preview) are
 * left out: axe cannot run its script inside one, and waiting for it hangs the test. Legacy mode
 * runs axe in the page itself; the default opens a blank page per check to combine the frames'
 * results, which doubled each check's time (2 s to 0.9 s, some 300 checks a run).
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('iframe[sandbox]')
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  // From the top, so the fixed top bar is drawn where a person sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * Waits until the server-rendered page has hydrated: before that it shows everything but reacts
 * to nothing (the root sets `data-hydrated` once React has taken over the document).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
}

/**
 * Moves the page's clock (installed with `page.clock.install()` before the page loads) past Apollo
 * Client's hydration window (HYDRATION_CACHE_MS, 3 s), in which watched queries answer from the cache
 * the server sent, and returns once the timers due by then have run and what they asked for was sent:
 * whether the page asks again afterwards, without waiting the window out.
 */
export async function pastHydrationWindow(page: Page): Promise<void> {
  await page.clock.fastForward(3_500);
  // A frame and a task later, requests the timers started have been reported (their events come first).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await page.waitForFunction(() => !document.querySelector('.route-progress, [aria-busy="true"]'), undefined, { timeout: 15_000 });
}

/** Holds every script the page asks for from now on until `release` is called. */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Waits until the app is interactive and has finished the route change (no pending route, no busy skeletons). */
export async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.route-progress, [aria-busy="true"]'), undefined, { timeout: 15_000 });
}

/** Opens `path` of the web app and waits until the page has settled. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${webUrl()}${path}`);
  await settle(page);
}

/** A new member, signed up and signed in, in a fresh browser context `width` wide with a page open. */
export async function member(browser: Browser, label: string, width: number = WIDTHS.desktop) {
  const context = await newContext(browser, width);
  const person = newPerson(label);
  const who = await signUpMember(context, person);
  const page = await context.newPage();
  return { context, page, person, ...who };
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

/**
 * Asks `check` again, at growing intervals (50 ms to 500 ms), until it answers something: for what
 * reaches the system through the outbox and the event bus (e-mails, notifications, memberships),
 * which nothing pushes to the test. Returns as soon as it is there, unlike a fixed wait.
 */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let interval = 50; ; interval = Math.min(interval * 2, 500)) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string> | null;
  sentAt: string;
}

/** The dev mailbox's messages to `to`, newest first. */
export async function mailbox(to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${new URL(apiUrl()).origin}/dev/mailbox.json?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } });
  const messages = response.ok ? ((await response.json()) as MailboxMessage[]) : [];
  return messages.sort((a, b) => b.sentAt.localeCompare(a.sentAt));
}

/** The first match of `pattern` in the newest e-mail to `to` that has one, once one has arrived. */
export async function mailboxMatch(to: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  return eventually(async () => (await mailbox(to)).map((message) => message.text.match(pattern)?.[0]).find(Boolean), `an e-mail to ${to} matching ${pattern}`, timeoutMs);
}

/** The first link to `path` (e.g. "/reset-password") with a token in the newest e-mail to `to` that has one. */
export async function linkFromMailbox(to: string, path: string, timeoutMs = 15_000): Promise<string> {
  return mailboxMatch(to, new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?token=[^\\s)>"]+`), timeoutMs);
}

/** Waits until the member in `page` has the notification `title` (through the API), then opens /notifications. */
export async function awaitNotification(page: Page, title: string | RegExp): Promise<void> {
  const matches = (text: string) => (typeof title === 'string' ? text.includes(title) : title.test(text));
  await eventually(
    async () => ((await runWebOperation(page.context(), NotificationListDocument, {})).notifications.results.some((item) => matches(item.title)) ? true : undefined),
    `the notification ${String(title)}`,
  );
  await open(page, '/notifications');
  await page.getByRole('list', { name: 'Notifications' }).getByText(title).first().waitFor();
}
