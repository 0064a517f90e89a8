import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, BrowserContext } from 'playwright-core';
import { ChangeConnectionDocument, PeopleSearchDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, member, open, runWebOperation, screenshot, settle, WIDTHS } from './support.ts';

/**
 * My network and people search: blocking from search results (the blocked member no longer finds
 * the blocker), unblocking under Settings → Blocked members, and requests received and sent on
 * /network (accept, withdraw). Screenshots at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A member in a browser of their own, signed in. */
async function searchNames(context: BrowserContext, search: string): Promise<string[]> {
  const result = await runWebOperation(context, PeopleSearchDocument, { search });
  return result.users.results.map((person) => `${person.firstName} ${person.lastName}`);
}

test('a member blocks another from search results; the blocked one cannot find them; the blocker unblocks in Settings', async () => {
  const blocker = await member(browser, 'blocker');
  const blocked = await member(browser, 'blocked');

  // Both find each other at first.
  await open(blocked.page, `/search?q=${encodeURIComponent(blocker.name)}`);
  await blocked.page.getByRole('heading', { name: blocker.name, exact: true }).waitFor();

  await open(blocker.page, `/search?q=${encodeURIComponent(blocked.name)}`);
  await blocker.page.getByRole('heading', { name: `Results for “${blocked.name}”` }).waitFor();
  const row = blocker.page.getByRole('listitem').filter({ has: blocker.page.getByRole('heading', { name: blocked.name, exact: true }) });
  await row.getByRole('button', { name: `More actions for ${blocked.name}` }).click();
  await blocker.page.getByRole('menuitem', { name: `Block ${blocked.name}` }).click();
  const dialog = blocker.page.getByRole('dialog', { name: `Block ${blocked.name}?` });
  await dialog.getByLabel('Reason (optional)').fill('Keeps sending the same message');
  await screenshot(blocker.page, 'block-dialog-1280');
  expect(await accessibilityProblems(blocker.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Block', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.getByText('Blocked', { exact: true }).waitFor();

  // The blocked member no longer finds the blocker: not in the page, not from the API either.
  await open(blocked.page, `/search?q=${encodeURIComponent(blocker.name)}`);
  await blocked.page.getByText(`No members match “${blocker.name}”`).waitFor();
  expect(await searchNames(blocked.context, blocker.name)).toEqual([]);
  expect(await searchNames(blocker.context, blocked.name)).toEqual([blocked.name]);

  // The blocker sees them under Settings → Blocked members (through the member menu), and unblocks.
  await open(blocker.page, '/feed');
  await blocker.page.getByRole('button', { name: /Account menu/ }).click();
  await blocker.page.getByRole('menuitem', { name: 'Blocked members' }).click();
  await blocker.page.getByRole('heading', { name: 'Blocked members', level: 1 }).waitFor();
  await settle(blocker.page);
  await blocker.page.getByText('1 blocked member').waitFor();
  await blocker.page.getByText('“Keeps sending the same message”').waitFor();
  await blocker.page.getByRole('button', { name: `Unblock ${blocked.name}` }).click();
  await blocker.page.getByText('You have not blocked anyone').waitFor();

  await open(blocked.page, `/search?q=${encodeURIComponent(blocker.name)}`);
  await blocked.page.getByRole('heading', { name: blocker.name, exact: true }).waitFor();
  await blocker.context.close();
  await blocked.context.close();
}, 120_000);

test('requests received and sent appear on /network and can be accepted and withdrawn', async () => {
  const me = await member(browser, 'network-me');
  const asker = await member(browser, 'network-asker');
  const asked = await member(browser, 'network-asked');
  await runWebOperation(asker.context, ChangeConnectionDocument, { connectorId: asker.id, connectedId: me.id, mutationType: 'ADD' });
  await runWebOperation(me.context, ChangeConnectionDocument, { connectorId: me.id, connectedId: asked.id, mutationType: 'ADD' });

  await open(me.page, '/network');
  await me.page.getByText('You have no connections yet').waitFor();
  await me.page.getByText('0 connections').waitFor();
  await me.page.getByRole('tab', { name: 'Requests' }).click();
  await me.page.waitForURL(/tab=requests/);
  await me.page.getByText('2 pending requests').waitFor();
  const received = me.page.getByRole('list', { name: 'Requests received' });
  const sent = me.page.getByRole('list', { name: 'Requests sent' });
  await received.getByRole('heading', { name: asker.name, exact: true }).waitFor();
  await sent.getByRole('heading', { name: asked.name, exact: true }).waitFor();
  await settle(me.page);
  await screenshot(me.page, 'network-requests-1280');
  expect(await accessibilityProblems(me.page)).toEqual([]);

  await sent.getByRole('button', { name: `Withdraw your request to ${asked.name}` }).click();
  await me.page.getByRole('status').filter({ hasText: `Your request to ${asked.name} was withdrawn.` }).waitFor({ state: 'attached' });
  await received.getByRole('button', { name: `Accept ${asker.name}'s request` }).click();
  await me.page.getByRole('status').filter({ hasText: `You are now connected with ${asker.name}.` }).waitFor({ state: 'attached' });

  await me.page.getByRole('tab', { name: 'Connections' }).click();
  const connections = me.page.getByRole('list', { name: 'Your connections' });
  await connections.getByRole('heading', { name: asker.name, exact: true }).waitFor();
  await me.page.getByText('1 connection', { exact: true }).waitFor();
  await me.page.getByLabel('Search your connections').fill('no such name');
  await me.page.getByText('No connections match “no such name”').waitFor();

  // The other sides agree: the asker is connected, the asked member has no request any more.
  await open(asker.page, '/network');
  await asker.page.getByRole('list', { name: 'Your connections' }).getByRole('heading', { name: me.name, exact: true }).waitFor();
  await open(asked.page, '/network?tab=requests');
  await asked.page.getByText('0 pending requests').waitFor();
  for (const who of [me, asker, asked]) await who.context.close();
}, 120_000);

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`network and people search at ${width}px: screenshots and axe`, async () => {
    const me = await member(browser, `shots-${width}`, width);
    const friend = await member(browser, `shots-friend-${width}`, width);
    await runWebOperation(friend.context, ChangeConnectionDocument, { connectorId: friend.id, connectedId: me.id, mutationType: 'ADD' });
    await runWebOperation(me.context, ChangeConnectionDocument, { connectorId: friend.id, connectedId: me.id, status: 'ACCEPTED', mutationType: 'EDIT' });

    // Someone connected with my friend but not with me: a person I may know, through one mutual connection.
    const other = await member(browser, `shots-other-${width}`, width);
    await runWebOperation(other.context, ChangeConnectionDocument, { connectorId: other.id, connectedId: friend.id, mutationType: 'ADD' });
    await runWebOperation(friend.context, ChangeConnectionDocument, { connectorId: other.id, connectedId: friend.id, status: 'ACCEPTED', mutationType: 'EDIT' });
    await open(me.page, '/network?tab=suggestions');
    const suggestion = me.page.getByRole('list', { name: 'People you may know' }).getByRole('listitem').filter({ has: me.page.getByRole('heading', { name: other.name, exact: true }) });
    await suggestion.getByText('1 Mutual connection').waitFor();

    const problems: string[] = [];
    for (const [name, path] of [
      ['network', '/network'],
      ['network-requests-empty', '/network?tab=requests'],
      ['network-suggestions', '/network?tab=suggestions'],
      ['search', `/search?q=${encodeURIComponent('Lydia Thyatira shots')}`],
      ['search-empty', '/search?q=nobody-is-called-this'],
    ] as const) {
      await open(me.page, path);
      await me.page.getByRole('heading', { level: 1 }).first().waitFor();
      await settle(me.page);
      await screenshot(me.page, `${name}-${width}`);
      for (const violation of await accessibilityProblems(me.page)) problems.push(`${name}: ${violation}`);
    }
    expect(problems).toEqual([]);
    for (const who of [me, friend, other]) await who.context.close();
  }, 120_000);
}
