import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { crc32, deflateSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { ChangeConnectionDocument, FeedAddCommentDocument, FeedAddPostDocument } from '../src/__generated__/graphql/graphql.ts';
import { accessibilityProblems, launchBrowser, member, open, runWebOperation, screenshot, settle, WIDTHS } from './support.ts';

/**
 * The home feed through the whole system: a member posts with an image from the composer, a
 * connection finds it under "My connections", comments and reacts, and the author sees the count
 * and the comment; the author edits and deletes the post. Screenshots and axe at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A solid-colour PNG, made here so the test needs no fixture files. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3] ?? 0)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A member in a browser of their own, signed in. */
type Member = Awaited<ReturnType<typeof member>>;

async function connect(one: Member, other: Member): Promise<void> {
  await runWebOperation(one.context, ChangeConnectionDocument, { connectorId: one.id, connectedId: other.id, mutationType: 'ADD' });
  await runWebOperation(other.context, ChangeConnectionDocument, { connectorId: one.id, connectedId: other.id, status: 'ACCEPTED', mutationType: 'EDIT' });
}

const postOf = (page: Page, author: Member, text: string) => page.getByRole('article', { name: `Post by ${author.name}` }).filter({ hasText: text });

test('a member posts with an image; a connection comments and reacts; the author sees the count, edits and deletes the post', async () => {
  const author = await member(browser, 'feed-author');
  const friend = await member(browser, 'feed-friend');
  await connect(author, friend);
  const text = `Our youth retreat starts Friday: pray for safe travel ${Date.now()}`;

  // The composer refuses an empty post, then shares text with an image (preview, then the post).
  await open(author.page, '/feed');
  await author.page.getByRole('heading', { level: 1, name: 'Feed' }).waitFor();
  await author.page.getByRole('button', { name: 'Post', exact: true }).click();
  await author.page.getByText('Write something or add an image.', { exact: true }).waitFor();
  await author.page.getByLabel('What would you like to share?').fill(text);
  await author.page.getByLabel('Choose an image for your post').setInputFiles({ name: 'retreat.png', mimeType: 'image/png', buffer: png(640, 360, [40, 110, 170]) });
  await author.page.getByRole('img', { name: 'Preview of the image for your post' }).waitFor();
  await author.page.getByRole('button', { name: 'Post', exact: true }).click();
  const mine = postOf(author.page, author, text);
  await mine.waitFor();
  await mine.getByRole('img', { name: `Image shared by ${author.name}` }).waitFor();
  await expect(author.page.getByLabel('What would you like to share?').inputValue()).resolves.toBe('');
  await expect(mine.getByRole('link', { name: author.name }).getAttribute('href')).resolves.toBe(`/u/${author.slug}`);

  // The connection finds it under "My connections", likes it and comments.
  await open(friend.page, '/feed?scope=connections');
  await friend.page.getByRole('tab', { name: 'My connections', selected: true }).waitFor();
  const seen = postOf(friend.page, author, text);
  await seen.waitFor();
  await seen.getByRole('img', { name: `Image shared by ${author.name}` }).waitFor();
  const like = seen.getByRole('button', { name: /^Like/ });
  await expect(like.getAttribute('aria-pressed')).resolves.toBe('false');
  await like.click();
  await seen.getByRole('button', { name: 'Like 1', pressed: true }).waitFor();
  await seen.getByRole('button', { name: 'Comments' }).click();
  await seen.getByLabel('Write a comment').fill('We will be praying for every mile.');
  await seen.getByRole('button', { name: 'Add comment' }).click();
  await seen.getByText('We will be praying for every mile.').waitFor();
  await seen.getByRole('button', { name: '1 comment' }).waitFor();

  // The author sees the reaction and the comment count, and the comment.
  await open(author.page, '/feed?scope=mine');
  const again = postOf(author.page, author, text);
  await again.getByRole('button', { name: 'Like 1', pressed: false }).waitFor();
  await again.getByRole('button', { name: '1 comment' }).click();
  await again.getByText('We will be praying for every mile.').waitFor();
  await again.getByRole('link', { name: friend.name }).waitFor();
  await settle(author.page);
  await screenshot(author.page, 'feed-image-post-1280');
  expect(await accessibilityProblems(author.page)).toEqual([]);

  // Edit: the text changes and the post says it was edited.
  await again.getByRole('button', { name: 'Edit', exact: true }).first().click();
  const edited = `${text} (leaving at 6 pm)`;
  await author.page.getByLabel('Edit your post').fill(edited);
  await author.page.getByRole('button', { name: 'Save post' }).click();
  const changed = postOf(author.page, author, '(leaving at 6 pm)');
  await changed.getByText('Edited', { exact: false }).waitFor();

  // Delete asks first.
  await changed.getByRole('button', { name: 'Delete', exact: true }).click();
  await author.page.getByRole('dialog', { name: /Delete this post\?/ }).getByRole('button', { name: 'Delete post' }).click();
  await changed.waitFor({ state: 'detached' });
  await open(friend.page, '/feed?scope=connections');
  await expect(postOf(friend.page, author, text).count()).resolves.toBe(0);
  await author.context.close();
  await friend.context.close();
}, 150_000);

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`the feed at ${width}px: screenshots and axe`, async () => {
    const me = await member(browser, `feed-shots-${width}`, width);
    const friend = await member(browser, `feed-shots-friend-${width}`, width);
    const problems: string[] = [];
    const check = async (name: string) => {
      await settle(me.page);
      await screenshot(me.page, `${name}-${width}`);
      for (const violation of await accessibilityProblems(me.page)) problems.push(`${name}: ${violation}`);
    };

    // Empty: no connections yet.
    await open(me.page, '/feed?scope=connections');
    await me.page.getByText('Nothing from your connections yet').waitFor();
    await check('feed-connections-empty');
    await open(me.page, '/feed?scope=city');
    await me.page.getByRole('tab', { name: 'Near me', selected: true }).waitFor();
    await me.page.getByRole('radio', { name: 'City', checked: true }).waitFor({ state: 'attached' });
    await me.page.getByText('No posts from your city yet').waitFor();
    await check('feed-city-empty');

    await connect(me, friend);
    const post = await runWebOperation(friend.context, FeedAddPostDocument, {
      body: 'Grateful for everyone who served at the food pantry this weekend. Next one: https://example.org/pantry',
    });
    const postId = post.newsFeedPost?.id ?? '';
    await runWebOperation(friend.context, FeedAddCommentDocument, { body: 'It was a joy to be there.', newsFeedPostId: postId });
    await open(me.page, '/feed?scope=connections');
    const card = postOf(me.page, friend, 'food pantry');
    await card.waitFor();
    await card.getByRole('link', { name: 'https://example.org/pantry' }).waitFor();
    await card.getByRole('button', { name: /^Like/ }).click();
    await card.getByRole('button', { name: 'Like 1', pressed: true }).waitFor();
    await card.getByRole('button', { name: '1 comment' }).click();
    await card.getByText('It was a joy to be there.').waitFor();
    await check('feed-post');

    await me.page.getByRole('button', { name: 'Post', exact: true }).click();
    await me.page.getByText('Write something or add an image.', { exact: true }).waitFor();
    await check('feed-composer-error');
    expect(problems).toEqual([]);
    await me.context.close();
    await friend.context.close();
  }, 120_000);
}
