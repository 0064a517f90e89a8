import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { SaveNewsletterDocument, SendNewsletterDocument, SignInDocument } from '../src/__generated__/graphql/graphql.ts';
import { grantPlatformRole } from './blog-support.ts';
import { accessibilityProblems, eventually, holdScripts, launchBrowser, linkFromMailbox, mailbox, newContext, newPerson, open, runWebOperation, screenshot, settle, signUpMember, webUrl, WIDTHS, type MailboxMessage } from './support.ts';

/**
 * The newsletter through the whole system: a visitor subscribes on the landing page and confirms
 * from the dev mailbox; a content editor writes a newsletter, previews it, sends a test and then
 * the real send, whose progress and figures show; the visitor receives it and unsubscribes with one
 * click (RFC 8058, the List-Unsubscribe header), so the next newsletter does not reach them.
 * Screenshots and axe at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The e-mail `subject` to `to`, once it has arrived. */
async function messageTo(to: string, subject: string, timeoutMs = 30_000): Promise<MailboxMessage> {
  return eventually(async () => (await mailbox(to)).find((message) => message.subject === subject), `an e-mail "${subject}" to ${to}`, timeoutMs);
}

/** A send's "Sent" status in the figures: a table from tablet width, a list on a phone. */
const sendStatus = (page: Page, kind: 'Real' | 'Test') =>
  page
    .getByRole('table', { name: 'Sends and their figures' })
    .or(page.getByRole('list', { name: 'Sends and their figures' }))
    .locator('tr, li')
    .filter({ hasText: kind })
    .getByText('Sent', { exact: true });

async function editor(label: string, width: number = WIDTHS.desktop) {
  const context = await newContext(browser, width);
  const person = newPerson(label);
  const who = await signUpMember(context, person);
  await grantPlatformRole(who.id, 'CONTENT_EDITOR');
  // A session carries the roles it started with.
  await runWebOperation(context, SignInDocument, { email: person.email, password: person.password });
  return { context, page: await context.newPage(), person, ...who };
}

test('a visitor subscribes and confirms; an editor sends a newsletter; the visitor gets it and unsubscribes with one click', async () => {
  const visitorEmail = `reader-${Date.now()}@corinth.example.org`;
  const visitor = await newContext(browser);
  const page = await visitor.newPage();
  await open(page, '/');
  await page.getByLabel('E-mail').fill(visitorEmail);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByText('Check your e-mail to confirm').waitFor();

  await page.goto(await linkFromMailbox(visitorEmail, '/newsletter/confirm'));
  await page.getByRole('heading', { level: 1, name: "You're subscribed" }).waitFor();

  const writer = await editor('newsletter-editor');
  const subject = `Advent on Koinonia ${Date.now()}`;
  await open(writer.page, '/admin/newsletters');
  await writer.page.getByLabel("New newsletter's subject").fill(subject);
  await writer.page.getByRole('button', { name: 'Create' }).click();
  await writer.page.getByRole('heading', { level: 1, name: subject }).waitFor();
  await settle(writer.page);
  await writer.page.getByRole('textbox', { name: "What's new" }).click();
  await writer.page.keyboard.type('Groups for Advent, and a new prayer wall.');
  await writer.page.getByLabel('Episode title').fill('Waiting well');
  await writer.page.getByRole('button', { name: 'Save' }).click();
  await writer.page.getByText('Version 2', { exact: true }).waitFor();

  await writer.page.getByRole('tab', { name: 'Preview' }).click();
  const latest = writer.page.frameLocator('iframe[title="Preview of version 2"]');
  await latest.getByText('Groups for Advent, and a new prayer wall.').waitFor();
  await writer.page.locator('iframe[title="Preview of version 1"]').waitFor();

  await writer.page.getByRole('tab', { name: 'Send' }).click();
  await writer.page.getByRole('button', { name: 'Send a test to me' }).click();
  await messageTo(writer.person.email, subject);
  await writer.page.getByRole('button', { name: 'Send to everyone' }).click();
  await writer.page.getByRole('dialog').getByRole('button', { name: 'Send to everyone' }).click();
  await sendStatus(writer.page, 'Real').waitFor({ timeout: 30_000 });

  // The visitor receives it, with the one-click unsubscribe header, and uses it.
  const received = await messageTo(visitorEmail, subject);
  expect(received.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /<(https?:\/\/[^>]+)>/.exec(received.headers?.['List-Unsubscribe'] ?? '')?.[1];
  expect(oneClick).toBeDefined();
  const unsubscribed = await fetch(oneClick ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status).toBe(200);

  // The next newsletter does not reach them; it reaches the editor's test inbox only as a test.
  const next = `Christmas on Koinonia ${Date.now()}`;
  const saved = await runWebOperation(writer.context, SaveNewsletterDocument, { subject: next, mutationType: 'ADD' });
  await runWebOperation(writer.context, SendNewsletterDocument, { id: saved.newsletter?.id ?? '', isTest: false });
  await open(writer.page, `/admin/newsletters/${saved.newsletter?.id ?? ''}`);
  await writer.page.getByRole('tab', { name: 'Send' }).click();
  await sendStatus(writer.page, 'Real').waitFor({ timeout: 30_000 });
  expect((await mailbox(visitorEmail)).filter((message) => message.subject === next)).toEqual([]);

  await writer.context.close();
  await visitor.close();
}, 180_000);

test('a subscribe pressed before the page has its code is held and sent once the form has hydrated', async () => {
  const visitorEmail = `early-${Date.now()}@corinth.example.org`;
  const visitor = await newContext(browser);
  const page = await visitor.newPage();
  const scripts = await holdScripts(page);
  await page.goto(`${webUrl()}/`, { waitUntil: 'commit' });
  await page.getByLabel('E-mail').fill(visitorEmail);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  // Nothing has run yet: the server's form is still on the page, not a reloaded one.
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  scripts.release();
  await page.getByText('Check your e-mail to confirm').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await linkFromMailbox(visitorEmail, '/newsletter/confirm')).toContain('token=');
  await visitor.close();
}, 90_000);

test('the unsubscribe page: a button, then "You\'re unsubscribed"; a bad link says so', async () => {
  const visitor = await newContext(browser);
  const page = await visitor.newPage();
  await open(page, '/newsletter/unsubscribe?token=not-a-token');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await page.getByRole('alert').waitFor();
  await open(page, '/newsletter/confirm?token=not-a-token');
  await page.getByRole('heading', { level: 1, name: 'We could not confirm your subscription' }).waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);
  await visitor.close();
});

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`the newsletter screens at ${width}px: screenshots and axe`, async () => {
    const writer = await editor(`newsletter-shots-${width}`, width);
    const problems: string[] = [];
    // The previews' frames may ask for the e-mail's web fonts, so a page showing them never goes network-idle.
    const check = async (page: Page, name: string, settled = true) => {
      if (settled) await settle(page);
      await screenshot(page, `${name}-${width}`);
      for (const violation of await accessibilityProblems(page)) problems.push(`${name}: ${violation}`);
    };
    const visitor = await newContext(browser, width);
    const page = await visitor.newPage();
    await open(page, '/');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('required', { exact: true }).waitFor();
    await check(page, 'landing-subscribe-error');
    await open(page, '/newsletter/unsubscribe?token=x');
    await check(page, 'newsletter-unsubscribe');

    const saved = await runWebOperation(writer.context, SaveNewsletterDocument, {
      subject: `Lent on Koinonia ${width}`,
      whatsNew: '<p>Forty days of prayer with your groups.</p>',
      podcastTitle: 'Dust and ashes',
      podcastUrl: 'https://podcast.example.org/lent',
      sponsoredBy: 'Antioch Seminary',
      mutationType: 'ADD',
    });
    const id = saved.newsletter?.id ?? '';
    await open(writer.page, '/admin/newsletters');
    await writer.page.getByRole('link', { name: `Lent on Koinonia ${width}` }).waitFor();
    await check(writer.page, 'newsletters');
    await writer.page.getByRole('tab', { name: 'Subscribers' }).click();
    await writer.page.getByLabel('Search subscribers').waitFor();
    await check(writer.page, 'newsletter-subscribers');
    await open(writer.page, `/admin/newsletters/${id}`);
    await writer.page.getByLabel('Episode title').waitFor();
    await check(writer.page, 'newsletter-editor');
    await writer.page.getByRole('tab', { name: 'Preview' }).click();
    await writer.page.frameLocator('iframe[title="Preview of version 1"]').first().getByText('Forty days of prayer with your groups.').waitFor();
    await check(writer.page, 'newsletter-preview', false);
    await writer.page.getByRole('tab', { name: 'Send' }).click();
    await writer.page.getByRole('button', { name: 'Send a test to me' }).click();
    await sendStatus(writer.page, 'Test').waitFor({ timeout: 30_000 });
    // Axe once the "Test sent" toast (which fades in and out) is gone.
    await writer.page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0, undefined, { timeout: 15_000 });
    await check(writer.page, 'newsletter-send', false);
    expect(problems).toEqual([]);
    await writer.context.close();
    await visitor.close();
  }, 150_000);
}
