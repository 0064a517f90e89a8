import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { ChangeGroupMembershipDocument, SaveGroupDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, member, open, runWebOperation, screenshot, settle, WIDTHS } from './support.ts';

/**
 * A group page's tabs: in a CLOSED group, a member's request is accepted by the admin; the member
 * posts in the group's feed and asks for prayer in the prayer tab (reached with the arrow keys;
 * each tab in the address), reacts and sees the count; the admin pins the post, reports nothing of
 * their own but reports the member's post (twice: the second is "already reported"), edits the
 * links (the https:// rule, reordering) and FAQs, and turns the links off, which the member then
 * no longer sees. Axe and screenshots at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);


async function announced(page: Page, text: string): Promise<void> {
  await page.getByTestId('announcer').filter({ hasText: text }).waitFor({ state: 'attached' });
}

/** A closed group whose admin accepted `asker`'s request on the Manage tab. */
async function closedGroupWithMember(width: number = WIDTHS.desktop) {
  const admin = await member(browser, `tabs-admin-${width}`, width);
  const asker = await member(browser, `tabs-member-${width}`, width);
  const name = `Campus Ministers ${unique()}`;
  const created = await runWebOperation(admin.context, SaveGroupDocument, { mutationType: 'ADD', name, privacy: 'CLOSED', about: 'Campus ministers of the state.' });
  const group = created.group;
  if (!group) throw new Error('the group was not created');
  await runWebOperation(asker.context, ChangeGroupMembershipDocument, { groupId: group.id, mutationType: 'ADD' });
  const path = `/g/${group.slug}`;
  await open(admin.page, `${path}?tab=manage`);
  await admin.page.getByRole('list', { name: 'Requests to join' }).getByRole('button', { name: `Accept ${asker.name}` }).click();
  await admin.page.getByText('No requests waiting').waitFor();
  return { admin, asker, name, path };
}

test('a member posts and asks for prayer in a closed group; the admin pins, reports, edits links and FAQs and turns the links off', async () => {
  const { admin, asker, path } = await closedGroupWithMember();

  // The member opens on the feed: posts there, and the post is theirs to react to.
  await open(asker.page, path);
  await asker.page.getByRole('tab', { name: 'Feed', selected: true }).waitFor();
  await asker.page.getByText('No posts yet').waitFor();
  const text = `Who is coming to the fall retreat? ${unique()}`;
  await asker.page.getByLabel('What would you like to share?').fill(text);
  await asker.page.getByRole('button', { name: 'Post', exact: true }).click();
  const posts = asker.page.getByRole('list', { name: 'The group’s posts' });
  const post = posts.getByRole('article').filter({ hasText: text });
  await post.waitFor();
  await post.getByRole('button', { name: 'Like' }).click();
  await post.getByRole('button', { name: /^Like\s*1$/ }).waitFor();
  await expect(post.getByRole('button', { name: /^Like/ }).getAttribute('aria-pressed')).resolves.toBe('true');
  // The count comes with the post: read again, it is still there.
  await open(asker.page, path);
  await posts.getByRole('article').filter({ hasText: text }).getByRole('button', { name: /^Like\s*1$/ }).waitFor();
  // Their own post has no Report; nor Pin, which is the admins'.
  expect(await post.getByRole('button', { name: 'Report' }).count()).toBe(0);
  expect(await post.getByRole('button', { name: 'Pin' }).count()).toBe(0);

  // The prayer tab with the keyboard: the arrow key moves to it and the address follows.
  await asker.page.getByRole('tab', { name: 'Feed' }).focus();
  await asker.page.keyboard.press('ArrowRight');
  await asker.page.getByRole('tab', { name: 'Prayers', selected: true }).waitFor();
  await asker.page.waitForURL(/[?&]tab=prayers/);
  await settle(asker.page);
  await asker.page.getByText('No prayer requests yet').waitFor();
  await asker.page.getByLabel('Your prayer request').fill('Pray for our students during exams.');
  await asker.page.getByRole('button', { name: 'Ask for prayer' }).click();
  await asker.page.getByRole('list', { name: 'The group’s prayer requests' }).getByText('Pray for our students during exams.').waitFor();
  expect(await accessibilityProblems(asker.page)).toEqual([]);

  // The admin pins the member's post: it says "Pinned"; and reports it, the second time kindly refused.
  await open(admin.page, `${path}?tab=feed`);
  const adminPost = admin.page.getByRole('list', { name: 'The group’s posts' }).getByRole('article').filter({ hasText: text });
  await adminPost.getByRole('button', { name: 'Pin' }).click();
  await adminPost.getByText('Pinned', { exact: true }).waitFor();
  await adminPost.getByRole('button', { name: 'Unpin' }).waitFor();
  for (const expected of ['Report sent.', 'You have already reported this post.']) {
    await adminPost.getByRole('button', { name: 'Report' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please tell the moderators what is wrong.').waitFor();
    await dialog.getByLabel('What is wrong with it?').fill('Off topic for this group.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await announced(admin.page, expected);
    await dialog.waitFor({ state: 'detached' });
  }

  // Links: an http:// address is refused with the spec's hint; two links saved, then reordered.
  await admin.page.getByRole('tab', { name: 'Links' }).click();
  await admin.page.waitForURL(/[?&]tab=links/);
  await admin.page.getByText('No links yet').waitFor();
  await admin.page.getByRole('button', { name: 'Edit links' }).click();
  await admin.page.getByRole('button', { name: 'Add a link' }).click();
  await admin.page.getByRole('textbox', { name: 'Label' }).first().fill('Retreat sign-up');
  await admin.page.getByRole('textbox', { name: 'Address' }).first().fill('http://retreat.example.org');
  await admin.page.getByRole('button', { name: 'Save links' }).click();
  await admin.page.getByText('please add the prefix https://', { exact: true }).waitFor();
  await admin.page.getByRole('textbox', { name: 'Address' }).first().fill('https://retreat.example.org');
  await admin.page.getByRole('button', { name: 'Add a link' }).click();
  await admin.page.getByRole('textbox', { name: 'Label' }).nth(1).fill('Campus map');
  await admin.page.getByRole('textbox', { name: 'Address' }).nth(1).fill('https://map.example.org');
  await admin.page.getByRole('button', { name: 'Move link 2 up' }).click();
  await admin.page.getByRole('button', { name: 'Save links' }).click();
  const links = admin.page.getByRole('list', { name: 'Links', exact: true });
  await links.getByRole('link', { name: 'Campus map' }).waitFor();
  expect(await links.getByRole('link').allTextContents()).toEqual(['Campus map', 'Retreat sign-up']);

  // FAQs: one question added.
  await admin.page.getByRole('tab', { name: 'FAQs' }).click();
  await admin.page.getByRole('button', { name: 'Edit FAQs' }).click();
  await admin.page.getByRole('button', { name: 'Add a question' }).click();
  await admin.page.getByRole('textbox', { name: 'Question' }).fill('Who may join?');
  await admin.page.getByRole('textbox', { name: 'Answer' }).fill('Anyone serving on a campus.');
  await admin.page.getByRole('button', { name: 'Save FAQs' }).click();
  await admin.page.getByRole('list', { name: 'Frequently asked questions' }).getByText('Anyone serving on a campus.').waitFor();

  // The admin turns the links off: the tab goes, for the member too.
  await admin.page.getByRole('tab', { name: 'Manage' }).click();
  const features = admin.page.getByRole('region', { name: 'Features' });
  // The Manage tab is scanned at both widths below.
  await features.getByRole('switch', { name: 'Links: visible' }).waitFor();
  await features.getByRole('switch', { name: 'Links: visible' }).click({ force: true });
  await features.getByRole('button', { name: 'Save features' }).click();
  await announced(admin.page, 'The group’s features are saved.');
  await open(asker.page, path);
  await asker.page.getByRole('tab', { name: 'FAQs' }).waitFor();
  expect(await asker.page.getByRole('tab', { name: 'Links' }).count()).toBe(0);
  for (const who of [admin, asker]) await who.context.close();
}, 240_000);

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`the group page's tabs at ${width}px: screenshots and axe`, async () => {
    const { admin, asker, path } = await closedGroupWithMember(width);
    const problems: string[] = [];
    for (const [who, tab] of [
      [asker, 'feed'],
      [asker, 'prayers'],
      [admin, 'links'],
      [admin, 'manage'],
    ] as const) {
      await open(who.page, `${path}?tab=${tab}`);
      await who.page.getByRole('tabpanel').waitFor();
      await settle(who.page);
      await screenshot(who.page, `group-tab-${tab}-${width}`);
      for (const violation of await accessibilityProblems(who.page)) problems.push(`${tab}: ${violation}`);
    }
    expect(problems).toEqual([]);
    for (const who of [admin, asker]) await who.context.close();
  }, 180_000);
}
