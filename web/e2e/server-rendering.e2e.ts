import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createWebServer } from '../server/index.ts';
import { SaveGroupDocument } from '../src/__generated__/graphql/graphql.ts';
import {
  apiUrl,
  launchBrowser,
  newContext,
  newPerson,
  pastHydrationWindow,
  runWebOperation,
  sessionCookieOf,
  settle,
  signUpThroughApi,
  updateProfileThroughApi,
  webUrl,
  WIDTHS,
} from './support.ts';

/**
 * Pages arrive rendered: the first HTML is the page (never a full-screen "Loading…"), hydration
 * changes nothing and fetches nothing the server already sent, members' pages are never cached by
 * a shared cache, and a public page still answers when the API is down.
 */
let browser: Browser;
let member: BrowserContext;
let slug: string;
let cookie: string;
const person = newPerson('ssr');
const about = 'Deacon in Philippi. Hospitality, prayer and purple cloth.';

beforeAll(async () => {
  browser = await launchBrowser();
  member = await newContext(browser, WIDTHS.phone);
  slug = (await signUpThroughApi(member, person)).slug;
  await updateProfileThroughApi(member, { firstName: person.firstName, lastName: person.lastName, about });
  cookie = await sessionCookieOf(member);
});
afterAll(async () => {
  await member?.close();
  await browser?.close();
});

const name = () => `${person.firstName} ${person.lastName}`;
const page = (path: string, headers: Record<string, string> = {}) => fetch(`${webUrl()}${path}`, { headers, redirect: 'manual' });

test('the first HTML of a page is the page itself, with the member shell for a member', async () => {
  const cases: [string, Record<string, string>, string][] = [
    ['/', {}, 'The professional network for the ministry world'],
    ['/sign-up', {}, 'Join Koinonia'],
    ['/sign-in', {}, 'Sign in'],
    [`/u/${slug}`, {}, about],
    ['/feed', { cookie }, 'Main navigation'],
    ['/profile', { cookie }, 'Signed in as'],
  ];
  for (const [path, headers, text] of cases) {
    const response = await page(path, headers);
    const html = await response.text();
    expect([path, response.status]).toEqual([path, 200]);
    expect(html).toContain(text);
    expect(html).not.toContain('Loading…');
  }
  // The sign-up form posts when sent before its code ran, so no password goes into an address;
  // the server answers with the page again.
  expect(await page('/sign-up')
    .then((response) => response.text())).toMatch(/<form[^>]*method="post"/);
  const early = await fetch(`${webUrl()}/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'firstName=Lydia&password=Purple-cloth-1',
    redirect: 'manual',
  });
  expect([early.status, early.headers.get('location')]).toEqual([303, '/sign-up']);
});

test('pages for a member are never kept by a shared cache; public pages briefly; hashed assets for ever', async () => {
  for (const path of ['/feed', '/profile', `/u/${slug}`, '/', '/sign-up']) {
    const response = await page(path, { cookie });
    expect([path, response.headers.get('cache-control')]).toEqual([path, 'private, no-store']);
    expect(response.headers.get('vary')).toContain('Cookie');
  }
  for (const path of ['/', '/sign-up', `/u/${slug}`]) {
    const response = await page(path);
    expect([path, response.headers.get('cache-control')]).toEqual([path, 'public, max-age=60']);
    expect(response.headers.get('vary')).toContain('Cookie');
  }
  // Anonymous, but personal (an address in the page) or not a page at all: not shared either.
  expect((await page('/check-email?email=lydia%40philippi.example.org')).headers.get('cache-control')).toBe('private, no-store');
  expect((await page('/feed')).status).toBe(307);
  expect((await page('/feed')).headers.get('cache-control')).toBe('private, no-store');

  // The JavaScript is started after the first paint by an inline script that names its chunks.
  const html = await (await page('/')).text();
  expect(html).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
  const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeDefined();
  const asset = await fetch(`${webUrl()}${script}`, { headers: { 'accept-encoding': 'br' } });
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('content-encoding')).toBe('br');
});

/**
 * The member shell's live counts (unread chats and notifications), asked for once the browser is idle
 * after hydration: data the server never sends, so not a second request for what it sent.
 */
const SHELL_COUNTS = new Set(['ChatUnreadTotal', 'NavUnreadNotifications', 'NavChats', 'NavModeration']);

/** Opens a page and reports console warnings and errors, page errors, and requests to the API (the shell's counts aside). */
async function visit(context: BrowserContext, path: string): Promise<{ problems: string[]; apiCalls: string[]; page: Page }> {
  const tab = await context.newPage();
  const problems: string[] = [];
  const apiCalls: string[] = [];
  tab.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(`${path}: console ${message.type()}: ${message.text()}`);
  });
  tab.on('pageerror', (error) => problems.push(`${path}: ${error.message}`));
  tab.on('request', (request) => {
    if (!request.url().startsWith(apiUrl())) return;
    const operationName = (request.postDataJSON() as { operationName?: string } | null)?.operationName;
    if (operationName && SHELL_COUNTS.has(operationName)) return;
    apiCalls.push(`${path}: ${operationName ?? request.url()}`);
  });
  await tab.clock.install();
  await tab.goto(`${webUrl()}${path}`);
  await settle(tab);
  // Past the moment Apollo would refresh a watched query restored from the server.
  await pastHydrationWindow(tab);
  return { problems, apiCalls, page: tab };
}

test('hydration warns of nothing and fetches nothing the server sent (no second request for the profile)', async () => {
  const visitor = await newContext(browser, WIDTHS.phone);
  const problems: string[] = [];
  const apiCalls: string[] = [];
  const cases: [BrowserContext, string, string][] = [
    [visitor, '/', 'The professional network for the ministry world'],
    [visitor, '/sign-up', 'Join Koinonia'],
    [visitor, `/u/${slug}`, name()],
    [member, '/feed', 'Feed'],
    [member, '/profile', 'My profile'],
    [member, `/u/${slug}`, name()],
  ];
  for (const [context, path, heading] of cases) {
    const result = await visit(context, path);
    await result.page.getByRole('heading', { level: 1, name: heading }).waitFor();
    problems.push(...result.problems);
    apiCalls.push(...result.apiCalls);
    await result.page.close();
  }
  await visitor.close();
  expect(problems).toEqual([]);
  // The feed (posts and their reactions) is the member's own view, never rendered on the server,
  // whose requests are anonymous: the browser asks for its posts, once. Everything the server did
  // send is not asked again.
  const feedData = (call: string) => call.startsWith('/feed: ');
  expect(apiCalls.filter((call) => !feedData(call))).toEqual([]);
  expect(apiCalls.filter((call) => call === '/feed: FeedPosts')).toHaveLength(1);
}, 120_000);

/** What a group page asks for the viewer (their place in the group, the open tab's content): the server's requests are anonymous, so it never sends them. */
const GROUP_VIEWER_DATA = new Set(['GroupViewer', 'FeedGroupPosts', 'GroupMembers']);

test('a group page hydrates from what the server sent: the browser asks only for the viewer\'s part, once', async () => {
  const groupName = `Deacons of Philippi ${Math.random().toString(36).slice(2, 8)}`;
  const created = await runWebOperation(member, SaveGroupDocument, { mutationType: 'ADD', name: groupName, about, privacy: 'PUBLIC' });
  const path = `/g/${created.group?.slug ?? ''}`;
  const visitor = await newContext(browser, WIDTHS.phone);
  const problems: string[] = [];
  const apiCalls: string[] = [];
  for (const context of [visitor, member]) {
    const result = await visit(context, path);
    await result.page.getByRole('heading', { level: 1, name: groupName }).waitFor();
    await result.page.getByRole('tab', { selected: true }).waitFor();
    problems.push(...result.problems);
    apiCalls.push(...result.apiCalls);
    await result.page.close();
  }
  await visitor.close();
  expect(problems).toEqual([]);
  expect(apiCalls.filter((call) => !GROUP_VIEWER_DATA.has(call.slice(`${path}: `.length)))).toEqual([]);
  expect(apiCalls.filter((call) => call === `${path}: GroupViewer`)).toHaveLength(2);
}, 120_000);

test('a page rendered on the server works once hydrated: links navigate in the browser', async () => {
  const { page: tab, apiCalls } = await visit(member, `/u/${slug}`);
  await tab.getByRole('link', { name: 'Edit my profile' }).click();
  await tab.waitForURL(/\/profile$/);
  await tab.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
  await tab.goBack();
  await tab.getByRole('heading', { level: 1, name: name() }).waitFor();
  // Coming back shows the cached profile and refreshes it (cache-and-network); the session is known.
  expect(apiCalls.filter((call) => !call.endsWith(': UserProfile'))).toEqual([]);
  await tab.close();
}, 60_000);

test('with the API down, a public profile answers 503 with an error page, and the landing page still works', async () => {
  const down = await createWebServer({ port: 0, apiUrl: 'http://127.0.0.1:9/graphql', publicUrl: webUrl() });
  try {
    const profile = await fetch(`${down.url}/u/${slug}`);
    expect(profile.status).toBe(503);
    expect(profile.headers.get('cache-control')).toBe('private, no-store');
    const html = await profile.text();
    expect(html).toContain('<title>Something went wrong | Koinonia</title>');
    expect(html).toContain('This page could not be loaded');
    expect(html).toContain('Koinonia is not available right now.');
    expect((await fetch(`${down.url}/`)).status).toBe(200);
    expect((await fetch(`${down.url}/feed`, { headers: { cookie } })).status).toBe(503);

    const context = await newContext(browser);
    const tab = await context.newPage();
    await tab.goto(`${down.url}/u/${slug}`);
    await tab.getByRole('heading', { level: 1, name: 'This page could not be loaded' }).waitFor();
    await tab.getByRole('button', { name: 'Try again' }).waitFor();
    await context.close();
  } finally {
    await down.close();
  }
}, 60_000);
