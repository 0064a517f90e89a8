import { print } from 'graphql';
import { BlogFeedDocument, type BlogFeedQuery } from '../src/__generated__/graphql/graphql.ts';
import { excerpt } from '../src/features/blog/blog-text.ts';

/** Where the web server serves the blog's feed; every page's head links it. */
export const BLOG_RSS_PATH = '/blog/rss.xml';

export interface BlogRssOptions {
  /** The GraphQL endpoint the server calls. */
  apiUrl: string;
  /** This app's public origin: the feed's links are absolute. */
  publicUrl: string;
  apiTimeoutMs: number;
  log: (message: string) => void;
}

export interface BlogRssResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type FeedPost = BlogFeedQuery['blogPosts']['results'][number];

/** Feed readers poll: a shared cache may keep the feed a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text for XML: markup characters escaped, and characters XML 1.0 forbids dropped. */
export function escapeXml(text: string): string {
  // eslint-disable-next-line no-control-regex -- the control characters XML 1.0 does not allow
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** RSS 2.0 of the latest published posts (the API's first page, 20), with absolute links and RFC 822 dates. */
export function blogRssXml(posts: readonly FeedPost[], publicUrl: string, now: Date = new Date()): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const newest = posts.find((post) => post.publishedAt)?.publishedAt;
  const items = posts.map((post) => {
    const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
    return [
      '<item>',
      element('title', post.title),
      element('link', link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      post.publishedAt ? element('pubDate', new Date(post.publishedAt).toUTCString()) : '',
      element('dc:creator', `${post.author.firstName} ${post.author.lastName}`.trim()),
      ...post.categories.map((category) => element('category', category.name)),
      element('description', excerpt(post.body, 400)),
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', 'Koinonia blog'),
    element('link', `${origin}/blog`),
    element('description', 'Stories, teaching and news for the ministry world from the Koinonia blog.'),
    element('language', 'en-us'),
    `<atom:link href="${escapeXml(`${origin}${BLOG_RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    element('lastBuildDate', (newest ? new Date(newest) : now).toUTCString()),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

async function post(options: BlogRssOptions, body: Record<string, unknown>): Promise<{ data?: BlogFeedQuery | null; errors?: { extensions?: { code?: string } }[] }> {
  const response = await fetch(options.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.apiTimeoutMs),
  });
  return (await response.json()) as { data?: BlogFeedQuery | null; errors?: { extensions?: { code?: string } }[] };
}

/**
 * Reads the latest posts anonymously, as the web app does: by the operation's hash (a gateway that
 * runs only trusted documents knows it), and with its text when the gateway does not know the hash.
 */
async function latestPosts(options: BlogRssOptions): Promise<readonly FeedPost[]> {
  // codegen embeds each document's hash (codegen.ts, persistedDocuments), not declared by its type.
  const hash = (BlogFeedDocument as { __meta__?: { hash?: string } }).__meta__?.hash?.replace(/^sha256:/, '') ?? '';
  const byHash = { operationName: 'BlogFeed', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } };
  let result = await post(options, byHash);
  if (result.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND')) {
    result = await post(options, { ...byHash, query: print(BlogFeedDocument) });
  }
  if (!result.data?.blogPosts) throw new Error(`the API answered without posts: ${JSON.stringify(result.errors ?? null)}`);
  return result.data.blogPosts.results;
}

/** The feed's response: the XML, or 503 when the API does not answer (feed readers try again later). */
export async function blogRss(options: BlogRssOptions): Promise<BlogRssResponse> {
  try {
    const posts = await latestPosts(options);
    return {
      status: 200,
      headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': CACHE_CONTROL },
      body: blogRssXml(posts, options.publicUrl),
    };
  } catch (error) {
    options.log(`web: ${BLOG_RSS_PATH} could not read the posts: ${error instanceof Error ? error.message : String(error)}`);
    return {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '60' },
      body: 'The blog feed is not available right now. Please try again in a minute.',
    };
  }
}
