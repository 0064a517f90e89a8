import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, newPerson, signUpThroughApi, webUrl } from './support.ts';

/** What a crawler or a link preview sees: the server-rendered head, without running JavaScript. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('a public profile has its title and Open Graph tags without JavaScript', async () => {
  const person = newPerson('crawler');
  const context = await newContext(browser);
  const { slug } = await signUpThroughApi(context, person);
  await context.close();

  const response = await fetch(`${webUrl()}/u/${slug}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const name = `${person.firstName} ${person.lastName}`;
  expect(html).toContain(`<title data-ssr>${name} | Koinonia</title>`);
  expect(html).toContain(`<meta data-ssr property="og:title" content="${name} | Koinonia" />`);
  expect(html).toContain('<meta data-ssr property="og:type" content="profile" />');
  expect(html).toContain(`<link data-ssr rel="canonical" href="${webUrl()}/u/${slug}" />`);
  expect(html).toContain('<meta data-ssr property="og:image:width" content="1200" />');
  expect(html).toContain('<meta data-ssr name="robots" content="index, follow" />');
});

test('an unknown profile is a 404 that is not indexed', async () => {
  const response = await fetch(`${webUrl()}/u/nobody-${Date.now()}`);
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('content="noindex, nofollow"');
});

test('every page declares its head, icons and manifest; robots.txt exists', async () => {
  const html = await (await fetch(`${webUrl()}/sign-in`)).text();
  expect(html).toContain('<title data-ssr>Sign in | Koinonia</title>');
  expect(html).toContain('rel="icon"');
  expect(html).toContain('rel="apple-touch-icon"');
  expect(html).toContain('rel="manifest"');
  const robots = await fetch(`${webUrl()}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(await robots.text()).toContain('User-agent: *');
  const image = await fetch(`${webUrl()}/og-image.png`);
  expect(image.headers.get('content-type')).toBe('image/png');
});
