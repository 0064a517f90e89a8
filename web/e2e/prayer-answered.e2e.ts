import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { ChangeGroupMembershipDocument, FeedAddPostDocument, PrayerAddDocument, SaveGroupDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, awaitNotification, launchBrowser, member, newContext, open, runWebOperation, screenshot, settle, webUrl, WIDTHS } from './support.ts';

/**
 * A prayer answered, through the whole system: in a group, one member asks for prayer, another
 * presses "I prayed", the first marks it answered with a testimony on the prayer's own page, and
 * the one who prayed finds "…answered" in their notifications and follows it to that page. Then
 * the prayer and post pages as an anonymous visitor sees them (rendered by the server, or 404).
 * Screenshots and axe at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

for (const width of [WIDTHS.desktop, WIDTHS.phone]) {
  test(`at ${width}px: a group member prays, the asker marks it answered with a testimony, and the one who prayed is told and follows the link`, async () => {
    const asker = await member(browser, `answered-asker-${width}`, width);
    const friend = await member(browser, `answered-friend-${width}`, width);
    const created = await runWebOperation(asker.context, SaveGroupDocument, { mutationType: 'ADD', name: `Church Planters ${unique()}`, privacy: 'PUBLIC' });
    const group = created.group;
    if (!group) throw new Error('the group was not created');
    await runWebOperation(friend.context, ChangeGroupMembershipDocument, { groupId: group.id, mutationType: 'ADD' });
    const request = `Pray for our launch Sunday ${unique()}`;
    const testimony = 'Eighty people came, and six families stayed. Thank you for praying!';

    // The asker asks in the group's prayer tab.
    await open(asker.page, `/g/${group.slug}?tab=prayers`);
    await asker.page.getByLabel('Your prayer request').fill(request);
    await asker.page.getByRole('button', { name: 'Ask for prayer' }).click();
    await asker.page.getByRole('list', { name: 'The group’s prayer requests' }).getByText(request).waitFor();

    // The friend prays for it there.
    await open(friend.page, `/g/${group.slug}?tab=prayers`);
    const card = friend.page.getByRole('article', { name: `Prayer request by ${asker.name}` }).filter({ hasText: request });
    await card.getByRole('button', { name: 'I prayed' }).click();
    await card.getByText('1 person prayed').waitFor();

    // The asker opens the prayer's own page from the group and marks it answered with a testimony.
    await open(asker.page, `/g/${group.slug}?tab=prayers`);
    const mine = asker.page.getByRole('article', { name: `Prayer request by ${asker.name}` }).filter({ hasText: request });
    await mine.getByRole('link', { name: 'Open this prayer request' }).click();
    await asker.page.waitForURL(/\/prayers\/[0-9a-f-]{36}$/);
    const prayerId = new URL(asker.page.url()).pathname.split('/').at(-1);
    await settle(asker.page);
    await asker.page.getByRole('heading', { level: 1, name: `Prayer request by ${asker.name}` }).waitFor();
    await asker.page.getByText('1 person prayed').waitFor();
    await asker.page.getByRole('button', { name: 'Mark answered' }).click();
    await asker.page.getByLabel('Testimony (optional)').fill(testimony);
    await asker.page.getByRole('button', { name: 'Mark answered' }).click();
    await asker.page.getByText(testimony).waitFor();

    // The friend is told, unread, and follows the link to the prayer, which shows the testimony.
    await awaitNotification(friend.page, /prayer was answered/);
    const told = friend.page.getByRole('listitem').filter({ hasText: /prayer was answered/ });
    await told.getByText('Unread:').waitFor({ state: 'attached' });
    await settle(friend.page);
    // A list of notifications, unread among read, is scanned by notifications.e2e.ts.
    await screenshot(friend.page, `notifications-answered-${width}`);
    await told.getByRole('link', { name: /prayer was answered/ }).click();
    await friend.page.waitForURL(`${webUrl()}/prayers/${prayerId}`);
    await friend.page.getByText(testimony).waitFor();
    await friend.page.getByRole('button', { name: 'I prayed', pressed: true }).waitFor();
    await friend.page.getByLabel('Write a comment').waitFor();
    await settle(friend.page);
    await screenshot(friend.page, `prayer-page-${width}`);
    expect(await accessibilityProblems(friend.page)).toEqual([]);

    // Following it read it (the welcome stays unread).
    await open(friend.page, '/notifications?filter=unread');
    const unread = friend.page.getByRole('list', { name: 'Unread notifications' });
    await unread.getByText('Welcome to Koinonia').waitFor();
    expect(await unread.getByText(/prayer was answered/).count()).toBe(0);
    await asker.context.close();
    await friend.context.close();
  }, 150_000);
}

test('an anonymous visitor gets a public post and prayer rendered by the server, and 404 for what they may not see', async () => {
  const author = await member(browser, 'public-pages');
  const postText = `Our food pantry opens Saturday at nine ${unique()}`;
  const post = (await runWebOperation(author.context, FeedAddPostDocument, { body: postText })).newsFeedPost;
  const asked = `Rain for the farms of our county ${unique()}`;
  const publicPrayer = (await runWebOperation(author.context, PrayerAddDocument, { body: asked, audience: 'PUBLIC', isCommentable: true })).prayer;
  const private_ = (await runWebOperation(author.context, PrayerAddDocument, { body: 'For my connections only', audience: 'CONNECTIONS' })).prayer;
  if (!post || !publicPrayer || !private_) throw new Error('the content was not created');

  const anonymous = await newContext(browser, WIDTHS.phone);
  const postPage = await anonymous.request.get(`${webUrl()}/posts/${post.id}`);
  expect(postPage.status()).toBe(200);
  const postHtml = await postPage.text();
  expect(postHtml).toContain(postText);
  expect(postHtml).toContain(`<title>Post by ${author.name} | Koinonia</title>`);
  const prayerPage = await anonymous.request.get(`${webUrl()}/prayers/${publicPrayer.id}`);
  expect(prayerPage.status()).toBe(200);
  expect(await prayerPage.text()).toContain(asked);
  for (const path of [`/prayers/${private_.id}`, '/posts/00000000-0000-4000-8000-000000000000', '/posts/not-an-id']) {
    expect([path, (await anonymous.request.get(`${webUrl()}${path}`)).status()]).toEqual([path, 404]);
  }

  const page = await anonymous.newPage();
  await open(page, `/posts/${post.id}`);
  await page.getByRole('heading', { level: 1, name: `Post by ${author.name}` }).waitFor();
  await page.getByText(postText).waitFor();
  await page.getByText('No comments yet').waitFor();
  await page.getByText('Sign in to comment.').waitFor();
  await screenshot(page, 'post-page-anonymous-390');
  expect(await accessibilityProblems(page)).toEqual([]);
  await anonymous.close();
  await author.context.close();
}, 120_000);
