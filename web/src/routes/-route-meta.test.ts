import { describe, expect, it } from '@jest/globals';
import { buildHead, formatTitle, headTags, matchRoutePath, routeMeta } from './-route-meta.ts';

describe('route metadata', () => {
  it('uses the "%s | Koinonia" title template', () => {
    expect(formatTitle('Sign up')).toBe('Sign up | Koinonia');
  });

  it('indexes public pages and not private ones', () => {
    expect(routeMeta['/sign-up'].robots).toBe('index, follow');
    expect(routeMeta['/u/$slug'].robots).toBe('index, follow');
    expect(routeMeta['/profile'].robots).toBe('noindex, nofollow');
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

  it('lets a page override the title and describe a profile', () => {
    const head = buildHead(routeMeta['/u/$slug'], 'http://localhost:3000', '/u/ruth-miller', {
      title: 'Ruth Miller',
      type: 'profile',
      profile: { firstName: 'Ruth', lastName: 'Miller', username: 'ruth-miller' },
    });
    expect(head.title).toBe('Ruth Miller | Koinonia');
    expect(headTags(head)).toContainEqual({ tag: 'meta', property: 'profile:first_name', content: 'Ruth' });
  });

  it('matches paths with parameters and refuses unknown ones', () => {
    expect(matchRoutePath('/')).toEqual({ path: '/', params: {} });
    expect(matchRoutePath('/u/ruth%20miller')).toEqual({ path: '/u/$slug', params: { slug: 'ruth miller' } });
    expect(matchRoutePath('/dev/mailbox/')).toEqual({ path: '/dev/mailbox', params: {} });
    expect(matchRoutePath('/nope')).toBeNull();
    expect(matchRoutePath('/u/a/b')).toBeNull();
  });
});
