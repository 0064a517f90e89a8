import {
  ERROR_META,
  NOT_FOUND_META,
  buildHead,
  headTags,
  routeMeta,
  type HeadOverrides,
  type HeadTag,
  type RouteMeta,
  type RoutePath,
} from '../routes/-route-meta.ts';
import type { RuntimeConfig } from './runtime-config.ts';

type RouterMeta = { title: string } | { name: string; content: string } | { property: string; content: string };

function toRouterHead(tags: HeadTag[]): { meta: RouterMeta[]; links: { rel: string; href: string }[] } {
  const meta: RouterMeta[] = [];
  const links: { rel: string; href: string }[] = [];
  for (const tag of tags) {
    if (tag.tag === 'title') meta.push({ title: tag.text });
    else if (tag.tag === 'link') links.push({ rel: tag.rel, href: tag.href });
    else meta.push('name' in tag ? { name: tag.name, content: tag.content } : { property: tag.property, content: tag.content });
  }
  return { meta, links };
}

/** What a route's `head` needs of its match (the same on the server and in the browser). */
export interface HeadMatch {
  pathname: string;
  status: 'pending' | 'success' | 'error' | 'notFound';
  context: { config: RuntimeConfig };
}

function pageHead(meta: RouteMeta, match: HeadMatch, overrides?: HeadOverrides) {
  return toRouterHead(headTags(buildHead(meta, match.context.config.publicUrl, match.pathname, overrides)));
}

/**
 * A route's `head` from routes/-route-meta.ts; `overrides` are what its loader's data says (a
 * member's name). A route that failed or found nothing gets the error or not-found head instead,
 * so such a page is never indexed under the title of what it could not show.
 */
export function routeHead(path: RoutePath, match: HeadMatch, overrides?: HeadOverrides) {
  if (match.status === 'notFound') return pageHead(NOT_FOUND_META, match);
  if (match.status === 'error') return pageHead(ERROR_META, match);
  return pageHead(routeMeta[path], match, overrides);
}

/**
 * The root route's part of every head: the not-found head when no page route matched the address,
 * the error head when a layout failed before any page could say what it is.
 */
export function fallbackHead(match: HeadMatch, matches: readonly HeadMatch[]) {
  if (matches.length === 1) return pageHead(NOT_FOUND_META, match);
  if (matches.some((candidate) => candidate.status === 'error')) return pageHead(ERROR_META, match);
  return { meta: [], links: [] };
}
