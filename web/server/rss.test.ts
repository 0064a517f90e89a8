import { afterEach, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import Parser from 'rss-parser';
import { blogRss, escapeXml } from './rss.ts';

const post = (n: number, extra: Partial<{ title: string; body: string; categories: { id: string; name: string }[] }> = {}) => ({
  __typename: 'BlogPost',
  id: `post-${n}`,
  slug: `post-${n}`,
  title: extra.title ?? `Post ${n}`,
  body: extra.body ?? `<p>Body of post ${n}</p>`,
  publishedAt: new Date(Date.UTC(2026, 10, 27 - n, 12)).toISOString(),
  author: { __typename: 'User', id: 'u1', firstName: 'Ruth', lastName: 'Miller' },
  categories: extra.categories ?? [],
});

let api: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve()));
  api = undefined;
});

/** A fake gateway: it answers BlogFeed, by hash only when `knowsHash`, and records what it was sent. */
async function fakeApi(posts: unknown[], knowsHash = true): Promise<{ url: string; requests: Record<string, unknown>[] }> {
  const requests: Record<string, unknown>[] = [];
  api = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      requests.push(body);
      response.writeHead(200, { 'content-type': 'application/json' });
      if (!knowsHash && typeof body.query !== 'string') {
        response.end(JSON.stringify({ errors: [{ message: 'Unknown operation hash', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }));
        return;
      }
      response.end(JSON.stringify({ data: { blogPosts: { __typename: 'BlogPostPage', results: posts } } }));
    });
  });
  await new Promise<void>((resolve) => api?.listen(0, '127.0.0.1', resolve));
  const address = api.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`, requests };
}

const options = (apiUrl: string) => ({ apiUrl, publicUrl: 'https://koinonia.example/', apiTimeoutMs: 2000, log: () => {} });

describe('the blog feed (/blog/rss.xml)', () => {
  it('is RSS 2.0 a feed parser reads: the latest posts, absolute links, dates and text escaped', async () => {
    const posts = [
      post(1, { title: 'Faith & <works> "together"', body: '<h2>Hope</h2><p>Grace &amp; peace</p>', categories: [{ id: 'c1', name: 'Leadership' }] }),
      ...Array.from({ length: 19 }, (_, index) => post(index + 2)),
    ];
    const { url, requests } = await fakeApi(posts);

    const feed = await blogRss(options(url));

    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(feed.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(requests[0]).toMatchObject({ operationName: 'BlogFeed', extensions: { persistedQuery: { version: 1 } } });
    const parsed = await new Parser().parseString(feed.body);
    expect(parsed.title).toBe('Koinonia blog');
    expect(parsed.link).toBe('https://koinonia.example/blog');
    expect(parsed.items).toHaveLength(20);
    const [first] = parsed.items;
    expect(first).toMatchObject({
      title: 'Faith & <works> "together"',
      link: 'https://koinonia.example/blog/post-1',
      guid: 'https://koinonia.example/blog/post-1',
      creator: 'Ruth Miller',
      categories: ['Leadership'],
      content: 'Hope Grace & peace',
    });
    expect(first?.pubDate).toBe('Thu, 26 Nov 2026 12:00:00 GMT');
    expect(new Date(first?.isoDate ?? '').toISOString()).toBe(posts[0]?.publishedAt);
  });

  it('sends the operation text when the gateway does not know its hash', async () => {
    const { url, requests } = await fakeApi([post(1)], false);

    const feed = await blogRss(options(url));

    expect(feed.status).toBe(200);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.query).toEqual(expect.stringContaining('query BlogFeed'));
    expect((await new Parser().parseString(feed.body)).items).toHaveLength(1);
  });

  it('is a valid, empty channel without posts', async () => {
    const { url } = await fakeApi([]);
    const parsed = await new Parser().parseString((await blogRss(options(url))).body);
    expect(parsed.items).toEqual([]);
    expect(parsed.title).toBe('Koinonia blog');
  });

  it('answers 503, not cached, when the API does not answer', async () => {
    const { url } = await fakeApi([]);
    await new Promise<void>((resolve) => api?.close(() => resolve()));
    api = undefined;
    const logged: string[] = [];

    const feed = await blogRss({ ...options(url), log: (message) => logged.push(message) });

    expect(feed.status).toBe(503);
    expect(feed.headers['cache-control']).toBe('no-store');
    expect(logged.join('\n')).toContain('/blog/rss.xml');
  });
});

describe('escapeXml', () => {
  it('escapes markup and drops characters XML does not allow', () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0001`)).toBe('a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;');
  });
});
