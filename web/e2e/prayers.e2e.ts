import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ChangeConnectionDocument, PrayerAddDocument, PrayerAddUpdateDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, member, open, runWebOperation, screenshot, settle, WIDTHS } from './support.ts';

/**
 * The prayer wall through the whole system: a member asks for prayer, a connection presses
 * "I prayed" and comments, the author sees the count, adds an update and marks the prayer
 * answered with a testimony. Screenshots and axe at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Member = Awaited<ReturnType<typeof member>>;

async function connect(one: Member, other: Member): Promise<void> {
  await runWebOperation(one.context, ChangeConnectionDocument, { connectorId: one.id, connectedId: other.id, mutationType: 'ADD' });
  await runWebOperation(other.context, ChangeConnectionDocument, { connectorId: one.id, connectedId: other.id, status: 'ACCEPTED', mutationType: 'EDIT' });
}

const prayerOf = (page: Page, author: Member, text: string) => page.getByRole('article', { name: `Prayer request by ${author.name}` }).filter({ hasText: text });

test('a member asks for prayer; a connection presses "I prayed" and comments; the author sees the count, adds an update and marks it answered', async () => {
  const asker = await member(browser, 'prayer-asker');
  const friend = await member(browser, 'prayer-friend');
  await connect(asker, friend);
  const request = `Please pray for my mother's surgery on Tuesday ${Date.now()}`;

  await open(asker.page, '/prayers');
  await asker.page.getByRole('heading', { level: 1, name: 'Prayer' }).waitFor();
  await asker.page.getByRole('button', { name: 'Ask for prayer' }).click();
  await asker.page.getByText('required', { exact: true }).waitFor();
  await asker.page.getByLabel('Your prayer request').fill(request);
  await asker.page.getByRole('button', { name: 'Ask for prayer' }).click();
  const mine = prayerOf(asker.page, asker, request);
  await mine.waitFor();
  await mine.getByText('Be the first to pray').waitFor();
  await mine.getByText('My connections').waitFor();

  // The connection prays and comments.
  await open(friend.page, '/prayers');
  const seen = prayerOf(friend.page, asker, request);
  await seen.waitFor();
  const prayed = seen.getByRole('button', { name: 'I prayed' });
  await expect(prayed.getAttribute('aria-pressed')).resolves.toBe('false');
  await prayed.click();
  await seen.getByRole('button', { name: 'I prayed', pressed: true }).waitFor();
  await seen.getByText('1 person prayed').waitFor();
  await seen.getByRole('button', { name: 'Comments' }).click();
  await seen.getByLabel('Write a comment').fill('Praying for the surgeons and for peace.');
  await seen.getByRole('button', { name: 'Add comment' }).click();
  await seen.getByText('Praying for the surgeons and for peace.').waitFor();
  await seen.getByText('1 comment', { exact: true }).waitFor();

  // The author sees the count, adds an update and marks it answered with a testimony.
  await open(asker.page, '/prayers?filter=mine');
  const again = prayerOf(asker.page, asker, request);
  await again.getByText('1 person prayed').waitFor();
  await again.getByRole('button', { name: 'I prayed', pressed: false }).waitFor();
  await again.getByRole('button', { name: 'Add an update' }).click();
  await again.getByLabel('Your update').fill('The surgery went well; she is recovering.');
  await again.getByRole('button', { name: 'Add update' }).click();
  await again.getByText('The surgery went well; she is recovering.').waitFor();
  await again.getByRole('button', { name: 'Mark answered' }).click();
  await again.getByLabel('Testimony (optional)').fill('She came home on Friday. Thank you all for praying!');
  await again.getByRole('button', { name: 'Mark answered' }).click();
  await again.getByText('She came home on Friday. Thank you all for praying!').waitFor();
  await again.getByText('Answered', { exact: true }).first().waitFor();
  await settle(asker.page);
  await screenshot(asker.page, 'prayer-answered-1280');
  expect(await accessibilityProblems(asker.page)).toEqual([]);

  // The friend finds it under "Answered".
  await open(friend.page, '/prayers?filter=answered');
  const answered = prayerOf(friend.page, asker, request);
  await answered.getByText('She came home on Friday. Thank you all for praying!').waitFor();
  await answered.getByText('1 person prayed').waitFor();
  await asker.context.close();
  await friend.context.close();
}, 150_000);

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`the prayer wall at ${width}px: screenshots and axe`, async () => {
    const me = await member(browser, `prayer-shots-${width}`, width);
    const friend = await member(browser, `prayer-shots-friend-${width}`, width);
    const problems: string[] = [];
    const check = async (name: string) => {
      await settle(me.page);
      await screenshot(me.page, `${name}-${width}`);
      for (const violation of await accessibilityProblems(me.page)) problems.push(`${name}: ${violation}`);
    };

    await open(me.page, '/prayers?filter=mine');
    await me.page.getByText('You have not asked for prayer yet').waitFor();
    await check('prayers-empty');

    await connect(me, friend);
    const added = await runWebOperation(friend.context, PrayerAddDocument, { body: 'Wisdom for our church board as we choose a new youth pastor.', audience: 'CONNECTIONS', isCommentable: true });
    await runWebOperation(friend.context, PrayerAddUpdateDocument, { prayerId: added.prayer?.id ?? '', body: 'We interview two candidates next week.' });
    await open(me.page, '/prayers');
    const card = prayerOf(me.page, friend, 'youth pastor');
    await card.getByText('We interview two candidates next week.').waitFor();
    await card.getByRole('button', { name: 'I prayed' }).click();
    await card.getByText('1 person prayed').waitFor();
    await card.getByRole('button', { name: 'Comments' }).click();
    await card.getByLabel('Write a comment').waitFor();
    await check('prayers');

    await me.page.getByLabel('Your prayer request').fill('x'.repeat(2001));
    await me.page.getByRole('button', { name: 'Ask for prayer' }).click();
    await me.page.getByText('must be at most 2000 characters').waitFor();
    await check('prayers-form-error');
    expect(problems).toEqual([]);
    await me.context.close();
    await friend.context.close();
  }, 120_000);
}
