import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ChangeConnectionDocument, ChangeExperienceDocument, UpdateUserInfoDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, newContext, newPerson, type Person, runWebOperation, screenshot, settle, signUpMember, webUrl, WIDTHS } from './support.ts';

/**
 * Two members connect through their profiles: A asks from B's profile, B answers on A's profile,
 * both then see "Connected" and one connection each; a member connected to both shows as a
 * mutual connection; removing asks first. An anonymous visitor's Connect leads to sign-in and
 * back. Screenshots of a public profile with history, as another member and anonymous.
 */
let browser: Browser;
const people: Record<'a' | 'b' | 'c', { person: Person; context: BrowserContext; id: string; slug: string }> = {} as never;

const nameOf = (key: 'a' | 'b' | 'c') => `${people[key].person.firstName} ${people[key].person.lastName}`;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const key of ['a', 'b', 'c'] as const) {
    const person = newPerson(`connect-${key}`);
    const context = await newContext(browser);
    const { id, slug } = await signUpMember(context, person);
    people[key] = { person, context, id, slug };
  }
  // B has a history, so the profile's screenshots show it.
  const b = people.b.context;
  await runWebOperation(b, ChangeExperienceDocument, {
    jobTitle: 'Worship pastor',
    type: 'Full-time',
    opportunityType: 'Worship',
    description: 'Leads the Sunday band and trains volunteers.',
    startDate: '2021-09-01T00:00:00.000Z',
    isCurrent: true,
    mutationType: 'ADD',
  });
  await runWebOperation(b, ChangeExperienceDocument, {
    jobTitle: 'Youth volunteer',
    type: 'Volunteer',
    startDate: '2016-01-10T00:00:00.000Z',
    endDate: '2021-06-30T00:00:00.000Z',
    mutationType: 'ADD',
  });
}, 60_000);
afterAll(async () => {
  for (const entry of Object.values(people)) await entry.context?.close();
  await browser?.close();
});

async function openProfile(context: BrowserContext, slug: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${webUrl()}/u/${slug}`);
  await settle(page);
  return page;
}

test('A asks from B\'s profile, B accepts on A\'s, both see Connected and one connection', async () => {
  const pageA = await openProfile(people.a.context, people.b.slug);
  await expect(pageA.getByRole('heading', { level: 1, name: nameOf('b') }).isVisible()).resolves.toBe(true);
  // The primary position is not chosen yet: both listed, newest first.
  await expect(pageA.getByTestId('experience-entry').allInnerTexts()).resolves.toEqual([
    expect.stringContaining('Worship pastor'),
    expect.stringContaining('Youth volunteer'),
  ]);
  await expect(pageA.getByText('Sep 1st 2021 – Present').isVisible()).resolves.toBe(true);
  await expect(pageA.getByTestId('profile-stats').innerText()).resolves.toContain('0 connections');
  expect(await accessibilityProblems(pageA)).toEqual([]);

  await pageA.getByRole('button', { name: `Connect with ${nameOf('b')}` }).click();
  await pageA.getByRole('status').filter({ hasText: `Connection request sent to ${nameOf('b')}.` }).waitFor({ state: 'attached' });
  await pageA.getByRole('button', { name: /^Withdraw/ }).waitFor();
  await expect(pageA.getByText('Pending', { exact: true }).isVisible()).resolves.toBe(true);

  const pageB = await openProfile(people.b.context, people.a.slug);
  await pageB.getByRole('button', { name: `Decline ${nameOf('a')}'s request` }).waitFor();
  await pageB.getByRole('button', { name: `Accept ${nameOf('a')}'s request` }).click();
  await pageB.getByRole('button', { name: 'Connected' }).waitFor();
  await pageB.getByRole('status').filter({ hasText: `You are now connected with ${nameOf('a')}.` }).waitFor({ state: 'attached' });
  // The figures were dropped from the cache and read again.
  await pageB.getByTestId('profile-stats').getByText('1 connection', { exact: true }).waitFor();

  await pageA.reload();
  await settle(pageA);
  await pageA.getByRole('button', { name: 'Connected' }).waitFor();
  await expect(pageA.getByTestId('profile-stats').innerText()).resolves.toContain('1 connection');
  await pageA.close();
  await pageB.close();
}, 90_000);

test('a member connected with both shows as a mutual connection ("1 Mutual connection")', async () => {
  const c = people.c;
  for (const other of ['a', 'b'] as const) {
    await runWebOperation(c.context, ChangeConnectionDocument, { connectorId: c.id, connectedId: people[other].id, mutationType: 'ADD' });
    await runWebOperation(people[other].context, ChangeConnectionDocument, {
      connectorId: c.id,
      connectedId: people[other].id,
      status: 'ACCEPTED',
      mutationType: 'EDIT',
    });
  }
  const page = await openProfile(people.a.context, people.b.slug);
  const mutual = page.getByTestId('mutual-connections');
  await mutual.waitFor();
  await expect(mutual.innerText()).resolves.toContain('1 Mutual connection');
  await expect(mutual.getByRole('link', { name: nameOf('c') }).getAttribute('href')).resolves.toBe(`/u/${c.slug}`);
  await expect(page.getByTestId('profile-stats').innerText()).resolves.toContain('2 connections');

  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `connections-profile-member-${width}`);
  }
  await page.close();
}, 60_000);

test('removing a connection asks first; then Connect again, and withdraw', async () => {
  const page = await openProfile(people.a.context, people.b.slug);
  await page.getByRole('button', { name: 'Connected' }).click();
  const dialog = page.getByRole('dialog', { name: `Remove ${nameOf('b')} from your connections` });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Connected' }).waitFor();

  await page.getByRole('button', { name: 'Connected' }).click();
  await dialog.getByRole('button', { name: 'Remove connection' }).click();
  await page.getByRole('button', { name: `Connect with ${nameOf('b')}` }).waitFor();
  await page.getByRole('status').filter({ hasText: `${nameOf('b')} was removed from your connections.` }).waitFor({ state: 'attached' });

  await page.getByRole('button', { name: `Connect with ${nameOf('b')}` }).click();
  await page.getByRole('button', { name: /^Withdraw/ }).click();
  await page.getByRole('button', { name: `Connect with ${nameOf('b')}` }).waitFor();
  await page.reload();
  await settle(page);
  await page.getByRole('button', { name: `Connect with ${nameOf('b')}` }).waitFor();
  await page.close();
}, 60_000);

test('an anonymous visitor\'s Connect leads to sign-in and back to the profile', async () => {
  const visitor = await newContext(browser, WIDTHS.phone);
  const page = await visitor.newPage();
  await page.goto(`${webUrl()}/u/${people.b.slug}`);
  await settle(page);
  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, 'connections-profile-anonymous-390');
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await screenshot(page, 'connections-profile-anonymous-1280');

  await page.getByRole('link', { name: `Connect with ${nameOf('b')}` }).click();
  await page.waitForURL(/\/sign-in\?redirect=/);
  await settle(page);
  await page.getByLabel('Email').fill(people.a.person.email);
  await page.getByLabel(/^Password/).fill(people.a.person.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${webUrl()}/u/${people.b.slug}`);
  await page.getByRole('button', { name: `Connect with ${nameOf('b')}` }).waitFor();
  await visitor.close();
}, 60_000);

test('a member found by a former slug is sent to the new address (on the server too)', async () => {
  const c = people.c;
  const formerSlug = c.slug;
  const newSlug = `${formerSlug}-moved`;
  await runWebOperation(c.context, UpdateUserInfoDocument, { slug: newSlug });
  const response = await fetch(`${webUrl()}/u/${formerSlug}`, { redirect: 'manual' });
  expect(response.status).toBe(307);
  expect(new URL(response.headers.get('location') ?? '', webUrl()).pathname).toBe(`/u/${newSlug}`);

  const page = await people.a.context.newPage();
  await page.goto(`${webUrl()}/u/${formerSlug}`);
  await page.waitForURL(`${webUrl()}/u/${newSlug}`);
  await page.getByRole('heading', { level: 1, name: nameOf('c') }).waitFor();
  await page.close();
  c.slug = newSlug;
}, 30_000);
