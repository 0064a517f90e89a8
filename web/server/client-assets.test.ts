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

  it('loads the chunks after the first paint, each once, and the entry module last', () => {
    const added: { tag: string; rel?: string; href?: string; src?: string }[] = [];
    let frame: (() => void) | undefined;
    const timers: (() => void)[] = [];
    const self = {} as Record<string, { load(urls: string[]): void }>;
    const browser = {
      self,
      document: {
        visibilityState: 'visible',
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
      },
      requestAnimationFrame: (callback: () => void) => (frame = callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    };
    const sandbox = createContext(browser);
    const run = (code: string) => runInContext(code, sandbox) as unknown;
    run(bootScript('/assets/entry.js', ['/assets/entry.js', '/assets/ui.js']));
    run(loadScript(['/assets/page.js', '/assets/ui.js']));
    expect(added).toEqual([]);
    frame?.();
    expect(added).toEqual([]);
    timers.forEach((timer) => timer());
    run(loadScript(['/assets/late.js']));
    expect(added.map((element) => element.href ?? element.src)).toEqual([
      '/assets/entry.js',
      '/assets/ui.js',
      '/assets/page.js',
      '/assets/entry.js',
      '/assets/late.js',
    ]);
    expect(added[3]).toMatchObject({ tag: 'script', type: 'module' });
  });
});
