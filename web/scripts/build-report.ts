/**
 * Prints the initial JavaScript (gzip) of the landing, feed and public profile pages: what a first
 * visit downloads before the server-rendered page is interactive. That is the entry chunk and its
 * static imports, plus the component chunks (and their imports) of every route on the way to the
 * page, each chunk counted once, as the server links them (server/client-assets.ts). The page is
 * on screen before any of it runs. Apollo Client (the data layer) is part of it only for pages
 * that hydrate with data, like the profile; the others fetch it after hydration, and its size is
 * printed beside. Run after `npm run build -w web`:
 *   node web/scripts/build-report.ts
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DATA_LAYER_MODULE, entryKey, readViteManifest, routeComponentChunks, staticClosure } from '../server/client-assets.ts';

const BUDGET_KB = 150;
const clientDir = resolve(import.meta.dirname, '../dist/client');
const manifest = await readViteManifest(clientDir);

// Route ids on the way to each page; `data`: the page hydrates with Apollo Client.
const pages: { name: string; routes: string[]; data: boolean; budget: boolean }[] = [
  { name: 'landing (/)', routes: ['/_app', '/_app/'], data: false, budget: true },
  { name: 'feed (/feed)', routes: ['/_app', '/_app/_member', '/_app/_member/feed'], data: false, budget: true },
  { name: 'profile (/u/$slug)', routes: ['/_app', '/_app/u/$slug'], data: true, budget: false },
];

const gzipSize = (file: string): number => gzipSync(readFileSync(resolve(clientDir, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const jsSize = (keys: Iterable<string>) =>
  [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);

const routeChunks = routeComponentChunks(manifest);
const entry = entryKey(manifest);
let overBudget = false;
for (const page of pages) {
  const keys = [entry, ...page.routes.map((id) => routeChunks.get(id)).filter((key): key is string => key !== undefined)];
  const chunks = new Set(staticClosure(manifest, page.data ? [...keys, DATA_LAYER_MODULE] : keys));
  const js = jsSize(chunks);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []))].reduce((sum, file) => sum + gzipSize(file), 0);
  const dataLayer = jsSize(staticClosure(manifest, [DATA_LAYER_MODULE]).filter((key) => !chunks.has(key)));
  const over = page.budget && js / 1024 > BUDGET_KB;
  overBudget ||= over;
  console.log(
    `${page.name.padEnd(19)} initial JS ${kb(js).padStart(6)} KB gzip in ${String(chunks.size).padStart(2)} files` +
      (page.budget ? ` (budget ${BUDGET_KB} KB${over ? ', OVER' : ''})` : ' (with the data layer; no budget)') +
      `; CSS ${kb(css)} KB gzip` +
      (page.data ? '' : `; then the data layer ${kb(dataLayer)} KB gzip after hydration`),
  );
}
if (overBudget) console.log('Initial JavaScript is over the budget; see the largest chunks with `vite build --sourcemap`.');
