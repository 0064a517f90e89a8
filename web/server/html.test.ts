import { describe, expect, it } from '@jest/globals';
import { normalizeRuntimeConfig } from '../src/app/runtime-config.ts';
import { buildHead, headTags, routeMeta } from '../src/routes/-route-meta.ts';
import { assertTemplate, escapeHtml, headTagsToHtml, renderPage, robotsTxt } from './html.ts';

const template = '<html><head><!--app-head-->\n<!--app-config--><script type="module" src="/a.js"></script></head></html>';

describe('server-rendered head', () => {
  it('escapes values written into attributes and text', () => {
    expect(escapeHtml(`"Tom" & <Jerry>'s`)).toBe('&quot;Tom&quot; &amp; &lt;Jerry&gt;&#39;s');
  });

  it('writes the title, description, robots, canonical, Open Graph and Twitter tags', () => {
    const head = buildHead(routeMeta['/sign-up'], 'https://koinonia.example', '/sign-up');
    const html = headTagsToHtml(headTags(head));
    expect(html).toContain('<title data-ssr>Sign up | Koinonia</title>');
    expect(html).toContain('<meta data-ssr name="robots" content="index, follow" />');
    expect(html).toContain('<link data-ssr rel="canonical" href="https://koinonia.example/sign-up" />');
    expect(html).toContain('<meta data-ssr property="og:image" content="https://koinonia.example/og-image.png" />');
    expect(html).toContain('<meta data-ssr property="og:image:width" content="1200" />');
    expect(html).toContain('<meta data-ssr name="twitter:card" content="summary_large_image" />');
  });

  it('fills the template with the head and the runtime configuration before the app script', () => {
    const config = normalizeRuntimeConfig({ apiUrl: 'https://api.example/graphql' });
    const html = renderPage(template, [{ tag: 'title', text: 'A $& B | Koinonia' }], config);
    expect(html).toContain('<title data-ssr>A $&amp; B | Koinonia</title>');
    expect(html.indexOf('__KOINONIA_CONFIG__')).toBeLessThan(html.indexOf('/a.js'));
    expect(html).toContain('"apiUrl":"https://api.example/graphql"');
  });

  it('refuses a template without markers', () => {
    expect(() => assertTemplate('<html></html>')).toThrow('<!--app-head-->');
    expect(() => assertTemplate(template)).not.toThrow();
  });

  it('keeps private pages out of robots.txt', () => {
    const robots = robotsTxt('https://koinonia.example/');
    expect(robots).toContain('Disallow: /dev/');
    expect(robots).toContain('Disallow: /profile');
    expect(robots).toContain('Host: https://koinonia.example');
  });
});
