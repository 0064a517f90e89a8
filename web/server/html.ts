import { serializeRuntimeConfig, type RuntimeConfig } from '../src/app/runtime-config.ts';
import type { HeadTag } from '../src/routes/-route-meta.ts';

const HEAD_MARKER = '<!--app-head-->';
const CONFIG_MARKER = '<!--app-config-->';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The head tags as HTML, marked `data-ssr` so the app replaces them once it runs. */
export function headTagsToHtml(tags: HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title data-ssr>${escapeHtml(tag.text)}</title>`;
      if (tag.tag === 'link') return `<link data-ssr rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}" />`;
      const key = 'name' in tag ? `name="${escapeHtml(tag.name)}"` : `property="${escapeHtml(tag.property)}"`;
      return `<meta data-ssr ${key} content="${escapeHtml(tag.content)}" />`;
    })
    .join('\n    ');
}

/** Checks the built index.html has the markers the server fills. */
export function assertTemplate(template: string): void {
  for (const marker of [HEAD_MARKER, CONFIG_MARKER]) {
    if (!template.includes(marker)) throw new Error(`web/dist/index.html has no ${marker} marker; rebuild the web app`);
  }
}

/** index.html with this page's head and the runtime configuration. */
export function renderPage(template: string, tags: HeadTag[], config: RuntimeConfig): string {
  return template
    .replace(HEAD_MARKER, () => headTagsToHtml(tags))
    .replace(CONFIG_MARKER, () => `<script>${serializeRuntimeConfig(config)}</script>`);
}

/** robots.txt: crawl the public pages; private and development pages are kept out. */
export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dev/',
    'Disallow: /profile',
    'Disallow: /verify-email',
    'Disallow: /reset-password',
    'Disallow: /check-email',
    'Disallow: /search',
    '',
    `Host: ${origin}`,
    '',
  ].join('\n');
}
