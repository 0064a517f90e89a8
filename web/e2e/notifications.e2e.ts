import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import {
  FeedAddCommentDocument,
  FeedAddPostDocument,
  FeedChangePostReactionDocument,
  NotificationListDocument,
  PrayerAddDocument,
  PrayerPrayedDocument,
} from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, eventually, launchBrowser, member, open, runWebOperation, screenshot, settle, webUrl, WIDTHS } from './support.ts';

/**
 * The notifications screen: a member whose post and prayer others commented on, reacted to and
 * prayed for reads one, marks it unread again, marks all read, filters to the unread ones, follows
 * one to the post's page (and rates the comment there), deletes one, and deletes all after a
 * confirmation. Keyboard for the bulk actions; screenshots and axe at
 * 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const TITLES = [/commented on your post/, /reacted to your post/, /prayed for you/];

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`the notifications screen at ${width}px: read, unread, mark all read, filter, delete one and delete all`, async () => {
    const me = await member(browser, `notified-${width}`, width);
    const other = await member(browser, `notifier-${width}`, width);
    const problems: string[] = [];
    const check = async (name: string) => {
      await settle(me.page);
      await screenshot(me.page, `${name}-${width}`);
      for (const violation of await accessibilityProblems(me.page)) problems.push(`${name}: ${violation}`);
    };

    const post = (await runWebOperation(me.context, FeedAddPostDocument, { body: 'Our youth retreat starts Friday.' })).newsFeedPost;
    const prayer = (await runWebOperation(me.context, PrayerAddDocument, { body: 'Safe travels for the youth retreat.', audience: 'PUBLIC' })).prayer;
    if (!post || !prayer) throw new Error('the content was not created');
    await runWebOperation(other.context, FeedAddCommentDocument, { body: 'We will be there!', newsFeedPostId: post.id });
    await runWebOperation(other.context, FeedChangePostReactionDocument, { name: 'LIKE', newsFeedPostId: post.id, mutationType: 'ADD' });
    await runWebOperation(other.context, PrayerPrayedDocument, { prayerId: prayer.id, mutationType: 'ADD' });

    // They arrive through the outbox and the event bus: the page is opened once all three are there.
    const list = me.page.getByRole('list', { name: 'Notifications' });
    const item = (title: RegExp) => list.getByRole('listitem').filter({ hasText: title });
    await eventually(async () => {
      const { results } = (await runWebOperation(me.context, NotificationListDocument, {})).notifications;
      return TITLES.every((title) => results.filter((notification) => title.test(notification.title)).length === 1) ? true : undefined;
    }, 'the three notifications');
    await open(me.page, '/notifications');
    for (const title of TITLES) await list.getByText(title).waitFor();
    // Newest first: the prayer was prayed for last.
    await expect(list.getByRole('listitem').first().textContent()).resolves.toMatch(/prayed for you/);
    await me.page.getByText(/^\d+ unread$/).waitFor();
    await check('notifications');

    // One read, then unread again.
    const comment = item(TITLES[0]!);
    await comment.getByRole('button', { name: /^Mark read:/ }).click();
    await comment.getByRole('button', { name: /^Mark unread:/ }).waitFor();
    expect(await comment.getByText('Unread:').count()).toBe(0);
    await comment.getByRole('button', { name: /^Mark unread:/ }).click();
    await comment.getByText('Unread:').waitFor({ state: 'attached' });

    // All read, with the keyboard; the unread filter is then empty.
    await me.page.getByRole('button', { name: 'Mark all read' }).focus();
    await me.page.keyboard.press('Enter');
    await me.page.getByText('No unread notifications').waitFor();
    expect(await list.getByText('Unread:').count()).toBe(0);
    await me.page.getByRole('link', { name: 'Unread', exact: true }).click();
    await me.page.waitForURL(/[?&]filter=unread/);
    await me.page.getByText("You're all caught up").waitFor();
    await check('notifications-caught-up');
    await me.page.getByRole('link', { name: 'All', exact: true }).click();

    // Still read after a reload: the server has them read.
    await open(me.page, '/notifications');
    await me.page.getByText('No unread notifications').waitFor();

    // The comment's notification leads to the post's page, where the comment takes a reaction, counted.
    await item(TITLES[0]!).getByRole('link', { name: TITLES[0]! }).click();
    await me.page.waitForURL(`${webUrl()}/posts/${post.id}`);
    const thread = me.page.getByRole('listitem').filter({ hasText: 'We will be there!' });
    await thread.getByRole('button', { name: 'Helpful', exact: true }).click();
    await thread.getByRole('button', { name: 'Helpful 1', exact: true, pressed: true }).waitFor();
    await open(me.page, `/posts/${post.id}`);
    await me.page.getByRole('listitem').filter({ hasText: 'We will be there!' }).getByRole('button', { name: 'Helpful 1', exact: true, pressed: true }).waitFor();
    await check('post-page');
    await open(me.page, '/notifications');

    // One deleted; it stays gone.
    await item(TITLES[1]!).getByRole('button', { name: /^Delete:/ }).click();
    await item(TITLES[1]!).waitFor({ state: 'detached' });
    await open(me.page, '/notifications');
    await item(TITLES[2]!).waitFor();
    expect(await item(TITLES[1]!).count()).toBe(0);

    // All deleted, after the question.
    await me.page.getByRole('button', { name: 'Delete all' }).click();
    const dialog = me.page.getByRole('dialog', { name: 'Delete all your notifications? This cannot be undone.' });
    await dialog.waitFor();
    await check('notifications-delete-all');
    await dialog.getByRole('button', { name: 'Delete all' }).click();
    await me.page.getByText("You're all caught up").waitFor();
    await open(me.page, '/notifications');
    await me.page.getByText("You're all caught up").waitFor();
    await check('notifications-empty');

    expect(problems).toEqual([]);
    await me.context.close();
    await other.context.close();
  }, 150_000);
}
