import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { buildHead, formatTitle, headTags, isRoutePath, prerenderedPaths, profileMeta, routeMeta } from './-route-meta.ts';

/** The page paths of the generated route tree (FileRoutesByFullPath). */
function routeTreePaths(): string[] {
  const tree = readFileSync(resolve(import.meta.dirname, '../__generated__/route-tree.gen.ts'), 'utf8');
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? '';
  return [...block.matchAll(/^\s+'([^']+)':/gm)].map((found) => found[1] as string);
}

describe('route metadata', () => {
  it('declares every page of the route tree, and nothing else', () => {
    const paths = routeTreePaths();
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !isRoutePath(path))).toEqual([]);
    expect(Object.keys(routeMeta).sort()).toEqual([...paths].sort());
  });

  it('uses the "%s | Koinonia" title template', () => {
    expect(formatTitle('Sign up')).toBe('Sign up | Koinonia');
  });

  it('indexes and shares public pages, not private ones', () => {
    expect(routeMeta['/sign-up']).toMatchObject({ robots: 'index, follow', shareable: true });
    expect(routeMeta['/u/$slug']).toMatchObject({ robots: 'index, follow', shareable: true });
    expect(routeMeta['/profile']).toMatchObject({ robots: 'noindex, nofollow', shareable: false });
    expect(routeMeta['/check-email'].shareable).toBe(false);
  });

  it('shares the blog; keeps the editors\' screens and the newsletter\'s token links out of search engines', () => {
    for (const path of ['/blog', '/blog/$slug', '/blog/author/$profileId'] as const) expect(routeMeta[path]).toMatchObject({ robots: 'index, follow', shareable: true });
    for (const path of ['/blog/new', '/blog/$slug/edit', '/admin/newsletters', '/admin/newsletters/$id', '/newsletter/confirm', '/newsletter/unsubscribe'] as const) {
      expect(routeMeta[path]).toMatchObject({ robots: 'noindex, nofollow', shareable: false });
    }
  });

  it('prerenders the landing and sign-up pages, which are the same for every visitor', () => {
    expect(prerenderedPaths()).toEqual(['/', '/sign-up']);
    for (const path of prerenderedPaths()) expect(routeMeta[path].shareable).toBe(true);
  });

  it('builds a head with canonical URL and a 1200x630 social image', () => {
    const head = buildHead(routeMeta['/sign-in'], 'https://koinonia.example/', '/sign-in/');
    expect(head).toMatchObject({
      title: 'Sign in | Koinonia',
      canonicalUrl: 'https://koinonia.example/sign-in',
      imageUrl: 'https://koinonia.example/og-image.png',
    });
    const tags = headTags(head);
    expect(tags).toContainEqual({ tag: 'meta', property: 'og:image:width', content: '1200' });
    expect(tags).toContainEqual({ tag: 'meta', property: 'og:image:height', content: '630' });
    expect(tags).toContainEqual({ tag: 'meta', name: 'twitter:card', content: 'summary_large_image' });
  });

  it("describes a member's profile with their name and about text", () => {
    const person = { firstName: 'Ruth', lastName: 'Miller', slug: 'ruth-miller', about: '  Worship pastor.\n\nLoves   hymns. ' };
    const head = buildHead(routeMeta['/u/$slug'], 'http://localhost:3000', '/u/ruth-miller', profileMeta(person));
    expect(head).toMatchObject({ title: 'Ruth Miller | Koinonia', description: 'Worship pastor. Loves hymns.', type: 'profile' });
    expect(headTags(head)).toContainEqual({ tag: 'meta', property: 'profile:first_name', content: 'Ruth' });
    expect(headTags(head)).toContainEqual({ tag: 'meta', property: 'profile:username', content: 'ruth-miller' });
    expect(profileMeta({ ...person, about: null }).description).toBe(
      'Ruth Miller is a member of Koinonia, the professional network for the ministry world.',
    );
    expect(profileMeta({ ...person, about: 'x'.repeat(500) }).description).toHaveLength(200);
    expect(headTags(head)).toContainEqual({ tag: 'meta', property: 'og:image', content: 'http://localhost:3000/og-image.png' });
  });

  it("shows a member's own image when they have one, without the site image's size", () => {
    const person = { firstName: 'Ruth', lastName: 'Miller', slug: 'ruth-miller', about: null, imageUrl: 'http://localhost:3000/media/identity/files/f1/card.webp' };
    const tags = headTags(buildHead(routeMeta['/u/$slug'], 'http://localhost:3000', '/u/ruth-miller', profileMeta(person)));
    expect(tags).toContainEqual({ tag: 'meta', property: 'og:image', content: person.imageUrl });
    expect(tags).toContainEqual({ tag: 'meta', name: 'twitter:image', content: person.imageUrl });
    expect(tags).toContainEqual({ tag: 'meta', property: 'og:image:alt', content: 'Ruth Miller on Koinonia' });
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:image:width')).toBe(false);
  });
});
