import { readFileSync } from 'node:fs';
import { createContext, runInContext } from 'node:vm';
import { resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { bootScript, clientAssets, loadScript, routeComponentChunks, routeIdOfFile, routePageChunks, type ViteManifest } from './client-assets.ts';

describe('client assets', () => {
  it('names every route file by the id TanStack Router gives it', () => {
    const tree = readFileSync(resolve(import.meta.dirname, '../src/__generated__/route-tree.gen.ts'), 'utf8');
    const files = [...tree.matchAll(/from '\.\/\.\.\/routes\/([^']+)'/g)].map((found) => found[1] as string).filter((file) => file !== '__root');
    const ids = /export interface FileRoutesById \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? '';
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(ids).toContain(`'${routeIdOfFile(file)}':`);
    expect(routeIdOfFile('_app/u.$slug')).toBe('/_app/u/$slug');
    expect(routeIdOfFile('_app/index')).toBe('/_app/');
  });

  it('starts the entry under the root route and loads for each route the chunks only it adds', () => {
    const manifest: ViteManifest = {
      'src/entry-client.tsx': { file: 'assets/entry.js', isEntry: true, imports: ['_ui.js'], css: ['assets/entry.css'] },
      '_ui.js': { file: 'assets/ui.js' },
      '_card.js': { file: 'assets/card.js', imports: ['_ui.js'], css: ['assets/card.css'] },
      'src/routes/_app/u.$slug.tsx?tsr-split=component': { file: 'assets/slug.js', imports: ['_card.js', '_ui.js'] },
      'src/routes/_app/u.$slug.tsx?tsr-split=loader': { file: 'assets/slug-loader.js' },
      'src/routes/_app/_member/feed.tsx?tsr-split=component': { file: 'assets/feed.js', imports: ['_ui.js'] },
      'src/routes/_app/_member/profile.tsx?tsr-split=component': { file: 'assets/profile.js', imports: ['_ui.js', '_use-query.js'] },
      'src/routes/_app/_member/profile.tsx?tsr-split=loader': { file: 'assets/profile-loader.js' },
      'src/routes/_app/_member/network.tsx?tsr-split=component': { file: 'assets/network.js', imports: ['_ui.js', '_use-query.js'] },
      '_use-query.js': { file: 'assets/use-query.js', imports: ['_rx.js'] },
      'src/lib/apollo/apollo-client.ts': { file: 'assets/apollo.js', imports: ['_ui.js', '_rx.js'] },
      '_rx.js': { file: 'assets/rx.js' },
    };
    expect([...routeComponentChunks(manifest).keys()]).toEqual(['/_app/u/$slug', '/_app/_member/feed', '/_app/_member/profile', '/_app/_member/network']);
    const { routes } = clientAssets(manifest).router;
    expect(routes['__root__']).toEqual({
      css: ['/assets/entry.css'],
      scripts: [{ children: bootScript('/assets/entry.js', ['/assets/entry.js', '/assets/ui.js']) }],
    });
    // A page that renders from its loader's data hydrates without Apollo Client.
    expect(routes['/_app/u/$slug']).toEqual({
      css: ['/assets/card.css'],
      scripts: [{ children: loadScript(['/assets/slug.js', '/assets/card.js']) }],
    });
    expect(routes['/_app/_member/feed']).toEqual({ scripts: [{ children: loadScript(['/assets/feed.js']) }] });
    // A route with a loader whose page imports Apollo Client reads its cache while hydrating: it loads all of it.
    expect(routes['/_app/_member/profile']).toEqual({
      scripts: [{ children: loadScript(['/assets/profile.js', '/assets/use-query.js', '/assets/rx.js', '/assets/apollo.js']) }],
    });
    // Without a loader there is no cache to read while hydrating (the page waits for the client).
    expect(routes['/_app/_member/network']).toEqual({ scripts: [{ children: loadScript(['/assets/network.js', '/assets/use-query.js', '/assets/rx.js']) }] });
    expect([...routePageChunks(manifest)].filter(([, page]) => page.withData).map(([id]) => id)).toEqual(['/_app/_member/profile']);
  });

  /** The boot script and a route's script run in a stand-in browser that records what they add to the head. */
  function bootInBrowser({ paintTiming }: { paintTiming: boolean }) {
    const added: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = [];
    const frames: (() => void)[] = [];
    const timers: { callback: () => void; delay: number }[] = [];
    const observers: { callback: (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void; options?: unknown; connected: boolean }[] = [];
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'navigation'];
      readonly #entry: (typeof observers)[number];
      constructor(callback: (typeof observers)[number]['callback']) {
        this.#entry = { callback, connected: false };
        observers.push(this.#entry);
      }
      observe(options: unknown) {
        this.#entry.options = options;
        this.#entry.connected = true;
      }
      disconnect() {
        this.#entry.connected = false;
      }
    }
    const self: Record<string, unknown> = paintTiming ? { PerformanceObserver } : {};
    const browser = {
      self,
      ...(paintTiming ? { PerformanceObserver } : {}),
      document: {
        visibilityState: 'visible',
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
    };
    const sandbox = createContext(browser);
    const run = (code: string) => runInContext(code, sandbox) as unknown;
    run(bootScript('/assets/entry.js', ['/assets/entry.js', '/assets/ui.js']));
    run(loadScript(['/assets/page.js', '/assets/ui.js']));
    const runTimers = (which: (delay: number) => boolean) => timers.splice(0).forEach((timer) => (which(timer.delay) ? timer.callback() : timers.push(timer)));
    return { added, frames, timers, observers, run, runTimers, urls: () => added.map((element) => element.href ?? element.src) };
  }

  it('loads the chunks once the first contentful paint is on screen, each once, and the entry module last', () => {
    const browser = bootInBrowser({ paintTiming: true });
    expect(browser.observers).toHaveLength(1);
    expect(browser.observers[0]?.options).toEqual({ type: 'paint', buffered: true });
    // A first paint without content (the background) is not yet the page.
    browser.observers[0]?.callback({ getEntriesByName: () => [] }, { disconnect: () => undefined });
    browser.runTimers((delay) => delay === 0);
    expect(browser.added).toEqual([]);
    browser.observers[0]?.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => (browser.observers[0]!.connected = false) });
    expect(browser.observers[0]?.connected).toBe(false);
    browser.runTimers((delay) => delay === 0);
    browser.run(loadScript(['/assets/late.js']));
    expect(browser.urls()).toEqual(['/assets/entry.js', '/assets/ui.js', '/assets/page.js', '/assets/entry.js', '/assets/late.js']);
    expect(browser.added[3]).toMatchObject({ tag: 'script', type: 'module' });
    // The 3 s safety net finds everything started: nothing is added twice.
    browser.runTimers(() => true);
    expect(browser.added).toHaveLength(5);
  });

  it('runs once, however often the page writes its scripts again', () => {
    const browser = bootInBrowser({ paintTiming: true });
    browser.runTimers((delay) => delay === 3000);
    browser.run(bootScript('/assets/entry.js', ['/assets/entry.js', '/assets/ui.js']));
    browser.run(loadScript(['/assets/page.js', '/assets/ui.js']));
    browser.runTimers(() => true);
    expect(browser.observers).toHaveLength(1);
    expect(browser.urls()).toEqual(['/assets/entry.js', '/assets/ui.js', '/assets/page.js', '/assets/entry.js']);
  });

  it('starts after 3 s when no contentful paint is reported', () => {
    const browser = bootInBrowser({ paintTiming: true });
    browser.runTimers((delay) => delay === 3000);
    expect(browser.urls()).toEqual(['/assets/entry.js', '/assets/ui.js', '/assets/page.js', '/assets/entry.js']);
  });

  it('without paint timing, loads the chunks after the first frame', () => {
    const browser = bootInBrowser({ paintTiming: false });
    expect(browser.added).toEqual([]);
    browser.frames.splice(0).forEach((frame) => frame());
    expect(browser.added).toEqual([]);
    browser.runTimers(() => true);
    expect(browser.urls()).toEqual(['/assets/entry.js', '/assets/ui.js', '/assets/page.js', '/assets/entry.js']);
  });
});
