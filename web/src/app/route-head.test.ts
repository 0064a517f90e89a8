import { describe, expect, it } from '@jest/globals';
import { normalizeRuntimeConfig } from './runtime-config.ts';
import { fallbackHead, routeHead, type HeadMatch } from './route-head.ts';

const config = normalizeRuntimeConfig({ publicUrl: 'https://koinonia.example' });
const match = (pathname: string, status: HeadMatch['status'] = 'success'): HeadMatch => ({ pathname, status, context: { config } });
const title = (head: { meta: object[] }) => head.meta.find((tag): tag is { title: string } => 'title' in tag)?.title;
const robots = (head: { meta: object[] }) => head.meta.find((tag): tag is { content: string } => 'name' in tag && tag.name === 'robots')?.content;

describe('route head', () => {
  it("renders a route's metadata with what its data says, under the public URL", () => {
    const head = routeHead('/u/$slug', match('/u/ruth-miller'), { title: 'Ruth Miller' });
    expect(title(head)).toBe('Ruth Miller | Koinonia');
    expect(head.links).toContainEqual({ rel: 'canonical', href: 'https://koinonia.example/u/ruth-miller' });
  });

  it('gives a page that found nothing or failed a head that is not indexed', () => {
    expect(title(routeHead('/u/$slug', match('/u/nobody', 'notFound')))).toBe('Page not found | Koinonia');
    expect(robots(routeHead('/u/$slug', match('/u/nobody', 'notFound')))).toBe('noindex, nofollow');
    expect(title(routeHead('/u/$slug', match('/u/ruth', 'error'), { title: 'Ruth' }))).toBe('Something went wrong | Koinonia');
  });

  it('falls back to the not-found head when no page matched, and to the error head when a layout failed', () => {
    const root = match('/nope');
    expect(title(fallbackHead(root, [root]))).toBe('Page not found | Koinonia');
    expect(title(fallbackHead(root, [root, match('/feed', 'error')]))).toBe('Something went wrong | Koinonia');
    expect(fallbackHead(root, [root, match('/feed')]).meta).toEqual([]);
  });
});
