import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiUrl, launchBrowser, linkFromMailbox, member, newContext, settle, webUrl } from './support.ts';

/**
 * The web server's security headers, and the Content-Security-Policy in the browser: every page
 * carries a policy with a nonce of its own, pages hydrate and work under it without a single
 * violation, and a script someone slipped into a page without the nonce does not run. The dev
 * mailbox is answered to this machine only.
 */
let browser: Browser;
let signedIn: { context: BrowserContext; page: Page; slug: string; person: { email: string } };

beforeAll(async () => {
  browser = await launchBrowser();
  signedIn = await member(browser, 'csp');
});
afterAll(async () => {
  await signedIn?.context.close();
  await browser?.close();
});

interface Watched {
  /** What the browser reported: securitypolicyviolation events and console lines about a policy. */
  problems: () => Promise<string[]>;
}

/** Records every Content-Security-Policy violation and policy complaint a page has, from its first byte. */
async function watch(page: Page): Promise<Watched> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|Permissions-Policy|Refused to/i.test(message.text())) console.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`));
  });
  return {
    problems: async () => [...console, ...(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []))],
  };
}

const nonceOf = (policy: string | null): string | undefined => policy?.match(/'nonce-([^']+)'/)?.[1];

test('every page comes with the security headers and a policy whose nonce is its own', async () => {
  const nonces = new Set<string>();
  for (const path of ['/', '/', '/sign-up', `/u/${signedIn.slug}`, '/sign-in']) {
    const response = await fetch(`${webUrl()}${path}`);
    const html = await response.text();
    const policy = response.headers.get('content-security-policy');
    const nonce = nonceOf(policy);
    expect([path, nonce]).toEqual([path, expect.stringMatching(/^[A-Za-z0-9+/=]{20,}$/)]);
    nonces.add(nonce!);
    // Strict for scripts: this origin and the nonce; no inline script, no eval, no plugin, no framing.
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    const api = new URL(apiUrl());
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${api.origin.replace(/[.]/g, '\\.')}`));
    expect(policy).toMatch(new RegExp(`connect-src [^;]*ws://${api.host.replace(/[.]/g, '\\.')}`));
    expect(policy).toMatch(/img-src [^;]*data: blob:/);
    // Every inline script the server wrote carries this response's nonce, and no other.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes ?? '');
    expect(scripts.length).toBeGreaterThan(2);
    for (const attributes of scripts) expect([path, attributes]).toEqual([path, expect.stringContaining(`nonce="${nonce}"`)]);
    expect(html).not.toMatch(/prerendered[0-9a-f]{32}/);
    // Metadata reads as it always did (no nonce where it means nothing); the browser's router finds the nonce here.
    expect(html).not.toMatch(/<(meta|link)\b[^>]* nonce=/);
    expect(html).toContain(`<meta property="csp-nonce" content="${nonce}"/>`);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toMatch(/camera=\(self\)/);
    expect(response.headers.get('permissions-policy')).toMatch(/microphone=\(\), geolocation=\(\)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  }
  // A prerendered page (the landing page, twice) too: no nonce is ever sent twice.
  expect(nonces.size).toBe(5);
});

test('pages hydrate and work with the policy on, without a violation', async () => {
  const visitor = await newContext(browser);
  try {
    const page = await visitor.newPage();
    const watched = await watch(page);
    // The landing page, then the sign-up page by a link (the browser's router renders it).
    await page.goto(`${webUrl()}/`);
    await settle(page);
    await page.getByRole('link', { name: /^(Join|Sign up|Create)/ }).first().click();
    await page.waitForURL(/\/sign-up/);
    await settle(page);
    // Sign-up, loaded afresh: its form answers (hydrated, its code allowed to run).
    await page.goto(`${webUrl()}/sign-up`);
    await settle(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('required').first().waitFor();
    // A public profile, as a visitor.
    await page.goto(`${webUrl()}/u/${signedIn.slug}`);
    await settle(page);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await watched.problems()).toEqual([]);
  } finally {
    await visitor.close();
  }

  // The feed and the dev mailbox (an e-mail's preview in a frame), as a member.
  const page = await signedIn.context.newPage();
  const watched = await watch(page);
  await page.goto(`${webUrl()}/feed`);
  await settle(page);
  await page.getByRole('heading', { level: 1, name: 'Feed' }).waitFor();
  await linkFromMailbox(signedIn.person.email, '/verify-email');
  await page.goto(`${webUrl()}/dev/mailbox?to=${encodeURIComponent(signedIn.person.email)}`);
  await settle(page);
  await page.getByRole('heading', { name: /Verify/ }).first().waitFor();
  // Each link once, none with the brackets of the text part.
  const links = await page.getByRole('link', { name: /verify-email\?token=/ }).allTextContents();
  expect(links).toHaveLength(1);
  expect(links[0]).not.toMatch(/[[\]]/);
  expect(await watched.problems()).toEqual([]);
  await page.close();
});

test('a script slipped into a page without the nonce does not run; the page still works', async () => {
  const visitor = await newContext(browser);
  try {
    const page = await visitor.newPage();
    const watched = await watch(page);
    // As if some content had broken out into the HTML: an inline script and an inline handler.
    await page.route(`${webUrl()}/sign-up`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        '<script>window.__injected = true</script><img src="data:," onerror="window.__injectedHandler = true" alt=""></body>',
      );
      await route.fulfill({ response, body: html, headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(html)) } });
    });
    await page.goto(`${webUrl()}/sign-up`);
    await settle(page);
    // One inserted later by code in the page, without the nonce.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__insertedLater = true';
      document.body.appendChild(script);
    });
    await page.waitForTimeout(200);
    const ran = await page.evaluate(() => {
      const flags = window as unknown as Record<string, unknown>;
      return [flags.__injected, flags.__injectedHandler, flags.__insertedLater];
    });
    expect(ran).toEqual([undefined, undefined, undefined]);
    const problems = await watched.problems();
    expect(problems.filter((problem) => /script-src/.test(problem)).length).toBeGreaterThanOrEqual(3);
    // The page's own scripts ran: it hydrated and its form answers.
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('required').first().waitFor();
  } finally {
    await visitor.close();
  }
});

test('the dev mailbox answers this machine only: a relayed request is told there is nothing there', async () => {
  const to = encodeURIComponent(signedIn.person.email);
  for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { forwarded: 'for=203.0.113.7' }] as Record<string, string>[]) {
    const page = await fetch(`${webUrl()}/dev/mailbox?to=${to}`, { headers });
    expect(page.status).toBe(404);
    expect(await page.text()).not.toMatch(/Dev mailbox|__koinoniaChunks/);
    const feed = await fetch(`${new URL(apiUrl()).origin}/dev/mailbox.json?to=${to}`, { headers });
    expect(feed.status).toBe(404);
    expect(await feed.text()).not.toContain(signedIn.person.email);
  }
  // From this machine, as the other browser tests read it.
  expect((await fetch(`${webUrl()}/dev/mailbox?to=${to}`)).status).toBe(200);
  expect((await fetch(`${new URL(apiUrl()).origin}/dev/mailbox.json?to=${to}`)).status).toBe(200);
});
