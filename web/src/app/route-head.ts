import { buildHead, headTags, routeMeta, type HeadOverrides, type HeadTag, type RoutePath } from '../routes/-route-meta.ts';
import { getRuntimeConfig } from './runtime-config.ts';

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

/** A route's `head`, from the same metadata the web server renders (routes/-route-meta.ts). */
export function routeHead(path: RoutePath, pathname: string, overrides?: HeadOverrides) {
  return toRouterHead(headTags(buildHead(routeMeta[path], getRuntimeConfig().publicUrl, pathname, overrides)));
}
