import { describe, expect, it } from '@jest/globals';
import { errorDocument, robotsTxt } from './html.ts';

describe('server pages', () => {
  it('keeps private pages out of robots.txt', () => {
    const robots = robotsTxt('https://koinonia.example/');
    expect(robots).toContain('Disallow: /dev/');
    expect(robots).toContain('Disallow: /profile');
    expect(robots).toContain('Host: https://koinonia.example');
  });

  it('has a plain error page for when rendering itself fails: titled, not indexed, no script', () => {
    const html = errorDocument();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<title>Something went wrong | Koinonia</title>');
    expect(html).toContain('content="noindex, nofollow"');
    expect(html).not.toContain('<script');
  });
});
