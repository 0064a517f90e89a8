import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, newPerson, signUpThroughApi, updateProfileThroughApi, webUrl } from './support.ts';

/** What a crawler or a link preview sees: the server-rendered page, without running JavaScript. */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test("a public profile has the member's name, about text, title and Open Graph tags without JavaScript", async () => {
  const person = newPerson('crawler');
  const context = await newContext(browser);
  const { slug } = await signUpThroughApi(context, person);
  const about = 'Youth pastor in Thyatira. I sell purple cloth & teach <Bible> studies.';
  await updateProfileThroughApi(context, { firstName: person.firstName, lastName: person.lastName, about });
  await context.close();

  const response = await fetch(`${webUrl()}/u/${slug}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const name = `${person.firstName} ${person.lastName}`;
  const escapedAbout = 'Youth pastor in Thyatira. I sell purple cloth &amp; teach &lt;Bible&gt; studies.';
  expect(html).toContain(`<title>${name} | Koinonia</title>`);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  expect(html).toContain(`>${escapedAbout}</p>`);
  expect(html).toContain(`<meta name="description" content="${escapedAbout}"/>`);
  expect(html).toContain(`<meta property="og:title" content="${name} | Koinonia"/>`);
  expect(html).toContain('<meta property="og:type" content="profile"/>');
  expect(html).toContain(`<link rel="canonical" href="${webUrl()}/u/${slug}"/>`);
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta name="robots" content="index, follow"/>');

  // A browser with JavaScript turned off shows the same page.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto(`${webUrl()}/u/${slug}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  await page.getByText(about).waitFor();
  await noScript.close();
});

test('an unknown profile is a 404 that is not indexed', async () => {
  const response = await fetch(`${webUrl()}/u/nobody-${Date.now()}`);
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain('<title>Page not found | Koinonia</title>');
  expect(html).toContain('content="noindex, nofollow"');
  expect(html).toContain('We could not find that member');
});

test('every page declares its head, icons and manifest; robots.txt exists', async () => {
  const html = await (await fetch(`${webUrl()}/sign-in`)).text();
  expect(html).toContain('<title>Sign in | Koinonia</title>');
  expect(html).toContain('rel="icon"');
  expect(html).toContain('rel="apple-touch-icon"');
  expect(html).toContain('rel="manifest"');
  expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Koinonia blog" href="/blog/rss.xml"/>');
  expect(html).toContain('window.__KOINONIA_CONFIG__=');
  const robots = await fetch(`${webUrl()}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(await robots.text()).toContain('User-agent: *');
  const image = await fetch(`${webUrl()}/og-image.png`);
  expect(image.headers.get('content-type')).toBe('image/png');
});
