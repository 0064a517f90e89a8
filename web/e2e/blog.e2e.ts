import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import Parser from 'rss-parser';
import { SaveBlogPostDocument, SignInDocument } from '../src/__generated__/graphql/graphql.ts';
import { grantPlatformRole } from './blog-support.ts';
import { accessibilityProblems, launchBrowser, member, newContext, open, runWebOperation, screenshot, settle, webUrl, WIDTHS, type Person } from './support.ts';

/**
 * The blog through the whole system: a content editor writes and publishes a post in the editor;
 * a visitor finds it on the index, reads it, and a feed reader and a crawler without JavaScript
 * get it too. A member who is not an editor gets the 403 page. Screenshots and axe at 390 and 1280 px.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A member made content editor; signed in again, since a session carries the roles it started with. */
async function editor(label: string, width: number = WIDTHS.desktop) {
  const made = await member(browser, label, width);
  await grantPlatformRole(made.id, 'CONTENT_EDITOR');
  await signInAgain(made.context, made.person);
  return made;
}

async function signInAgain(context: BrowserContext, person: Person): Promise<void> {
  await runWebOperation(context, SignInDocument, { email: person.email, password: person.password });
}

async function publish(context: BrowserContext, title: string, body: string, ownerProfileId?: string) {
  const saved = await runWebOperation(context, SaveBlogPostDocument, { title, body, status: 'PUBLISHED', ownerProfileId, mutationType: 'ADD' });
  if (!saved.blogPost) throw new Error('the post was not saved');
  return saved.blogPost;
}

test('an editor writes and publishes a post; a visitor reads it; the feed and a crawler get it', async () => {
  const writer = await editor('blog-editor');
  const title = `Shepherding through grief ${Date.now()}`;

  await open(writer.page, '/blog/new');
  await writer.page.getByRole('heading', { level: 1, name: 'Write a blog post' }).waitFor();
  await writer.page.getByRole('button', { name: 'Save draft' }).click();
  await writer.page.getByText('Title is required').waitFor();
  await writer.page.getByText('Body is required').waitFor();
  await writer.page.getByLabel('Title').fill(title);
  const body = writer.page.getByRole('textbox', { name: 'Body' });
  await body.click();
  await writer.page.keyboard.type('Grief is not a problem to solve but a road to walk together.');
  await writer.page.getByRole('tab', { name: 'Preview' }).click();
  await writer.page.getByRole('article', { name: 'Preview' }).getByText('a road to walk together').waitFor();
  await writer.page.getByRole('tab', { name: 'Write' }).click();
  await writer.page.getByText('Published', { exact: true }).click();
  await writer.page.getByRole('button', { name: 'Save and publish' }).click();
  await writer.page.getByRole('heading', { level: 1, name: title }).waitFor();
  expect(writer.page.url()).toMatch(/\/blog\/[a-z0-9-]+$/);
  const slug = new URL(writer.page.url()).pathname.split('/').pop() ?? '';
  await writer.page.getByText(`By ${writer.name}`, { exact: true }).waitFor();

  // A visitor finds it on the index and reads it.
  const visitor = await newContext(browser);
  const page = await visitor.newPage();
  await open(page, '/blog');
  await page.getByRole('link', { name: title }).first().click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText('a road to walk together').waitFor();
  await page.getByRole('link', { name: writer.name, exact: true }).waitFor();

  // A crawler without JavaScript gets the post's title, description and head.
  const html = await (await fetch(`${webUrl()}/blog/${slug}`)).text();
  expect(html).toContain(`<title>${title} | Koinonia</title>`);
  expect(html).toContain('<meta name="description" content="Grief is not a problem to solve but a road to walk together."/>');
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toContain(`<link rel="canonical" href="${webUrl()}/blog/${slug}"/>`);
  expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="Koinonia blog" href="/blog/rss.xml"/>');

  // The feed has it, with an absolute link.
  const rss = await fetch(`${webUrl()}/blog/rss.xml`);
  expect(rss.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  const feed = await new Parser().parseString(await rss.text());
  expect(feed.items.find((item) => item.title === title)?.link).toBe(`${webUrl()}/blog/${slug}`);

  // A member who is not an editor is turned away; an anonymous visitor is sent to sign in.
  const reader = await member(browser, 'blog-reader');
  await open(reader.page, '/blog/new');
  await reader.page.getByRole('heading', { level: 1, name: 'Only content editors write for the blog' }).waitFor();
  expect(await accessibilityProblems(reader.page)).toEqual([]);
  await page.goto(`${webUrl()}/blog/new`);
  await page.waitForURL(/\/sign-in/);

  await writer.context.close();
  await reader.context.close();
  await visitor.close();
}, 150_000);

test("a post's thumbnail and text make its link preview", async () => {
  const writer = await editor('blog-thumbnail');
  const title = `Letters to a young pastor ${Date.now()}`;
  // Content takes https images only; the crawler reads the address, not the image.
  const imageUrl = 'https://images.example.org/young-pastor.jpg';
  const saved = await runWebOperation(writer.context, SaveBlogPostDocument, {
    title,
    body: '<p>Dear Timothy,</p><p>Let no one despise your youth.</p>',
    thumbnailUrl: imageUrl,
    status: 'PUBLISHED',
    mutationType: 'ADD',
  });
  const html = await (await fetch(`${webUrl()}/blog/${saved.blogPost?.slug ?? ''}`)).text();
  expect(html).toContain(`<meta property="og:image" content="${imageUrl}"/>`);
  expect(html).toContain('<meta property="og:description" content="Dear Timothy, Let no one despise your youth."/>');
  await writer.context.close();
});

for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
  test(`the blog at ${width}px: screenshots and axe`, async () => {
    const writer = await editor(`blog-shots-${width}`, width);
    const post = await publish(
      writer.context,
      `Sabbath rhythms for busy pastors ${width}`,
      '<h2>Rest is obedience</h2><p>We rest because God rested, not because our work is done.</p><blockquote>Come to me, all who labor.</blockquote><ul><li>Plan it</li><li>Protect it</li></ul>',
      writer.profileId,
    );
    const problems: string[] = [];
    const check = async (page: Page, name: string) => {
      await settle(page);
      await screenshot(page, `${name}-${width}`);
      for (const violation of await accessibilityProblems(page)) problems.push(`${name}: ${violation}`);
    };
    const visitor = await newContext(browser, width);
    const page = await visitor.newPage();
    await open(page, '/blog');
    await page.getByText('Featured').first().waitFor();
    await check(page, 'blog-index');
    await open(page, `/blog/${post.slug}`);
    await page.getByRole('heading', { level: 2, name: 'Rest is obedience' }).waitFor();
    await check(page, 'blog-post');
    if (post.ownerProfileId) {
      await open(page, `/blog/author/${post.ownerProfileId}`);
      await check(page, 'blog-author');
    }
    await open(writer.page, `/blog/${post.slug}/edit`);
    await writer.page.getByLabel('Title').waitFor();
    await check(writer.page, 'blog-editor');
    expect(problems).toEqual([]);
    await writer.context.close();
    await visitor.close();
  }, 120_000);
}
