import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ServerManifest } from '@tanstack/router-core';

/** One chunk of Vite's build manifest (`.vite/manifest.json`), keyed by its source module. */
export interface ViteChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ViteChunk>;

/** The browser's code for the pages, per route, for TanStack Router to write into each page. */
export interface ClientAssets {
  router: ServerManifest;
}

/** The data layer's module: Apollo Client, loaded after the first paint, or with a page that reads its cache while hydrating. */
export const DATA_LAYER_MODULE = 'src/lib/apollo/apollo-client.ts';

const ROUTE_COMPONENT = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/;

/** TanStack Router's id for a route file under src/routes: `_app/u.$slug` is `/_app/u/$slug`, `_app/index` is `/_app/`. */
export function routeIdOfFile(file: string): string {
  const path = `/${file.replace(/\./g, '/')}`;
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

/** The manifest keys a chunk needs before it runs: itself and its static imports, each once. */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen];
}

export function entryKey(manifest: ViteManifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('The Vite manifest has no entry chunk: rebuild the web app (npm run build -w web)');
  return key;
}

/** The split component chunk of every route file, by route id. */
export function routeComponentChunks(manifest: ViteManifest): Map<string, string> {
  const routes = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const file = ROUTE_COMPONENT.exec(key)?.[1];
    if (file) routes.set(routeIdOfFile(file), key);
  }
  return routes;
}

/**
 * The chunks each route's page needs before it hydrates, by route id: its component's chunk and
 * static imports, and Apollo Client (the data layer) when the page reads Apollo's cache while
 * hydrating. That is a route with a loader (which fills the cache on the server; the browser
 * restores it before hydrating) whose component imports Apollo Client's code itself, outside what
 * the entry holds (`/profile`'s history editor watches its query). A page that renders from its
 * loader's data (the public profile), or without a loader, imports Apollo Client only lazily or
 * waits for it behind a skeleton: it hydrates without it.
 */
export function routePageChunks(manifest: ViteManifest): Map<string, { keys: string[]; withData: boolean }> {
  const rootKeys = new Set(staticClosure(manifest, [entryKey(manifest)]));
  const dataLayer = manifest[DATA_LAYER_MODULE] ? staticClosure(manifest, [DATA_LAYER_MODULE]) : [];
  const apolloOwn = new Set(dataLayer.filter((key) => !rootKeys.has(key)));
  const pages = new Map<string, { keys: string[]; withData: boolean }>();
  for (const [routeId, key] of routeComponentChunks(manifest)) {
    const component = staticClosure(manifest, [key]);
    const hasLoader = Object.hasOwn(manifest, key.replace('?tsr-split=component', '?tsr-split=loader'));
    const withData = hasLoader && component.some((chunk) => apolloOwn.has(chunk));
    pages.set(routeId, { keys: withData ? staticClosure(manifest, [key, ...dataLayer]) : component, withData });
  }
  return pages;
}

/** The browser's global that gathers the page's chunks (set up by bootScript). */
const LOADER = 'self.__koinoniaChunks';

/**
 * Loads the app's JavaScript once the page has painted: the page is complete without it, and on a
 * slow network the stylesheet and the HTML get the bandwidth first. Each route adds its chunks with
 * `load(urls)`; once the first contentful paint is on screen (the browser's paint timing says so;
 * where it has none, after the first frame; at once in a hidden tab, which paints nothing; at the
 * latest after 3 s) they are preloaded in parallel and the entry module runs, which hydrates the
 * page. A frame is not yet a paint on screen: on a busy phone, fetching and compiling the scripts
 * right after the first frame held its presentation back by up to a second. Run a second time
 * (TanStack Router writes a page's scripts again after hydration when it cannot tell they ran: the
 * browser hides a script's nonce), it keeps the loader it has and adds nothing twice.
 */
export function bootScript(entry: string, chunks: readonly string[]): string {
  const whenPainted =
    "if(document.visibilityState==='hidden')setTimeout(start);" +
    "else{var types=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;" +
    "if(types&&types.indexOf('paint')>=0){new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});setTimeout(start,3000)}" +
    'else requestAnimationFrame(function(){setTimeout(start)})}';
  return `${LOADER}=${LOADER}||(function(){var queue=[],started=false;function preload(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)}function load(urls){urls.forEach(function(url){if(queue.indexOf(url)<0){queue.push(url);if(started)preload(url)}})}function start(){if(started)return;started=true;queue.forEach(preload);var script=document.createElement('script');script.type='module';script.src=${JSON.stringify(entry)};document.head.appendChild(script)}${whenPainted};return{load:load}})();${LOADER}.load(${JSON.stringify(chunks)});`;
}

export function loadScript(chunks: readonly string[]): string {
  return `${LOADER}.load(${JSON.stringify(chunks)});`;
}

/**
 * What each page needs from the client build, for TanStack Router to write into the page: under
 * the root route the global CSS and the script that starts the entry with its imports after the
 * first paint (bootScript); under every route its component's chunk with its imports and CSS, so
 * a page's code downloads in parallel instead of one import after another, with Apollo Client
 * when the page reads its cache while hydrating (routePageChunks).
 */
export function clientAssets(manifest: ViteManifest): ClientAssets {
  const url = (file: string) => `/${file}`;
  const filesOf = (keys: readonly string[], skip: ReadonlySet<string>) => {
    const chunks = keys.filter((key) => !skip.has(key)).map((key) => manifest[key] as ViteChunk);
    return { js: chunks.map((chunk) => url(chunk.file)), css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(url) };
  };
  const entry = entryKey(manifest);
  const rootKeys = staticClosure(manifest, [entry]);
  const root = filesOf(rootKeys, new Set());
  const routes: ClientAssets['router']['routes'] = {
    __root__: { css: root.css, scripts: [{ children: bootScript(url((manifest[entry] as ViteChunk).file), root.js) }] },
  };
  for (const [routeId, { keys }] of routePageChunks(manifest)) {
    const files = filesOf(keys, new Set(rootKeys));
    routes[routeId] = { ...(files.css.length ? { css: files.css } : {}), scripts: [{ children: loadScript(files.js) }] };
  }
  return { router: { routes } };
}

export async function readViteManifest(clientDir: string): Promise<ViteManifest> {
  const path = resolve(clientDir, '.vite/manifest.json');
  const text = await readFile(path, 'utf8').catch(() => {
    throw new Error(`${path} not found: build the web app first (npm run build -w web)`);
  });
  return JSON.parse(text) as ViteManifest;
}
