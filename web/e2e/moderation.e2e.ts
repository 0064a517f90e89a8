import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ChangeGroupMembershipDocument, FeedAddPostDocument, SaveGroupDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, awaitNotification, launchBrowser, member, newContext, open, runWebOperation, screenshot, settle, webUrl, WIDTHS } from './support.ts';

/**
 * The moderation queue, through the whole system: in a group, a member reports another's post from
 * its page; the group's admin is told, follows the notice to the post, opens /moderation, selects
 * the report with the keyboard and hides the post (at 390 px: removes it, after the confirmation).
 * The reporter, who reviews nothing and is told so on /moderation, hears the outcome, and the post
 * is gone for them and for visitors. Screenshots and axe at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function check(page: Page, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, name);
  expect(await accessibilityProblems(page)).toEqual([]);
}

for (const [width, action] of [[WIDTHS.desktop, 'HIDE'], [WIDTHS.phone, 'REMOVE']] as const) {
  test(`at ${width}px: a member reports a group's post, the group's admin ${action === 'HIDE' ? 'hides' : 'removes'} it from /moderation, and the reporter is told`, async () => {
    const admin = await member(browser, `moderation-admin-${width}`, width);
    const author = await member(browser, `moderation-author-${width}`, width);
    const reporter = await member(browser, `moderation-reporter-${width}`, width);
    const groupName = `Church Planters ${unique()}`;
    const group = (await runWebOperation(admin.context, SaveGroupDocument, { mutationType: 'ADD', name: groupName, privacy: 'PUBLIC' })).group;
    if (!group) throw new Error('the group was not created');
    for (const who of [author, reporter]) await runWebOperation(who.context, ChangeGroupMembershipDocument, { groupId: group.id, mutationType: 'ADD' });
    const body = `Cheap watches, message me today ${unique()}`;
    const post = (await runWebOperation(author.context, FeedAddPostDocument, { body, groupId: group.id })).newsFeedPost;
    if (!post) throw new Error('the post was not created');

    // The reporter reports it from the post's page.
    await open(reporter.page, `/posts/${post.id}`);
    await reporter.page.getByText(body).waitFor();
    await reporter.page.getByRole('button', { name: 'Report' }).click();
    await reporter.page.getByLabel('What is wrong with it?').fill('Advertising, not ministry');
    await reporter.page.getByRole('button', { name: 'Send report' }).click();
    await reporter.page.getByRole('dialog').waitFor({ state: 'detached' });

    // The reporter reviews nothing, and /moderation says so.
    await open(reporter.page, '/moderation');
    await reporter.page.getByText('You are not a reviewer').waitFor();
    await check(reporter.page, `moderation-not-a-reviewer-${width}`);

    // The group's admin is told and the notice opens the post.
    await awaitNotification(admin.page, `A post in ${groupName} was reported`);
    await admin.page.getByRole('link', { name: `A post in ${groupName} was reported` }).click();
    await admin.page.waitForURL(`${webUrl()}/posts/${post.id}`);
    await admin.page.getByText(body).waitFor();

    // The queue: what waits, with the post's text, the reason and a link to the post.
    await open(admin.page, '/moderation');
    const list = admin.page.getByRole('list', { name: 'Reports' });
    const item = list.getByRole('listitem').filter({ hasText: body });
    await item.getByText('Advertising, not ministry').waitFor();
    await item.getByText('To review').waitFor();
    expect(await item.getByRole('link', { name: 'Open the post' }).getAttribute('href')).toBe(`/posts/${post.id}`);
    await check(admin.page, `moderation-queue-${width}`);
    if (width === WIDTHS.desktop) {
      // Reviewers have the queue in their navigation, with what waits for them.
      await admin.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Moderation 1 to review' }).waitFor();
    }

    // Selected with the keyboard, noted and decided.
    const checkbox = item.getByRole('checkbox', { name: /^Select the report of a post: Cheap watches/ });
    await checkbox.focus();
    await admin.page.keyboard.press('Space');
    expect(await checkbox.isChecked()).toBe(true);
    await admin.page.getByText('1 selected').waitFor();
    await admin.page.getByLabel('Notes for the record (optional)').fill('Spam in the group');
    if (action === 'HIDE') {
      await admin.page.getByRole('button', { name: 'Hide content' }).click();
    } else {
      await admin.page.getByRole('button', { name: 'Remove content' }).click();
      const confirm = admin.page.getByRole('dialog', { name: 'Remove the reported content?' });
      await confirm.waitFor();
      await check(admin.page, `moderation-confirm-remove-${width}`);
      await confirm.getByRole('button', { name: 'Remove' }).click();
    }
    await admin.page.getByText('Nothing to review').waitFor();
    // Shown in the page (the announcer, outside it, says it too).
    await admin.page.locator('#main').getByText(action === 'HIDE' ? '1 report hidden.' : '1 report removed.').waitFor();
    await check(admin.page, `moderation-empty-${width}`);

    // The reviewed report under "Resolved", with the decision and the notes.
    await admin.page.getByRole('link', { name: 'Resolved' }).click();
    await admin.page.waitForURL(/\/moderation\?status=resolved$/);
    const resolved = admin.page.getByRole('list', { name: 'Reports' }).getByRole('listitem').filter({ hasText: body });
    await resolved.getByText(action === 'HIDE' ? 'Hidden' : 'Removed', { exact: true }).waitFor();
    await resolved.getByText('Moderator’s notes: Spam in the group').waitFor();
    expect(await resolved.getByRole('checkbox').count()).toBe(0);

    // The reporter is told the outcome, and the post is gone for them and for visitors.
    await awaitNotification(reporter.page, 'Thanks, we reviewed your report');
    await reporter.page.getByText(action === 'HIDE' ? 'We looked at the post you reported. It has been hidden from the community.' : 'We looked at the post you reported. It has been removed.').waitFor();
    await open(reporter.page, `/posts/${post.id}`);
    await reporter.page.getByRole('heading', { level: 1, name: /We could not find that/ }).waitFor();
    expect(await reporter.page.getByText(body).count()).toBe(0);
    const visitor = await newContext(browser, width);
    expect((await visitor.request.get(`${webUrl()}/posts/${post.id}`)).status()).toBe(404);

    for (const context of [admin.context, author.context, reporter.context, visitor]) await context.close();
  }, 180_000);
}
