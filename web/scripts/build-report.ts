/**
 * Prints the initial JavaScript (gzip) a first visit downloads before the landing and feed routes
 * can paint: the entry chunk and its static imports, plus the split component chunks of every
 * route on the way to the page and the layout the session picks, each chunk counted once.
 * Apollo Client (the data layer) is not part of it: it is fetched when the browser is idle after
 * the first paint, or when a page that needs data is opened; its own size is printed beside.
 * Run after `npm run build -w web`:
 *   node web/scripts/build-report.ts
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const BUDGET_KB = 150;
const dist = resolve(import.meta.dirname, '../dist');
const manifest = JSON.parse(readFileSync(resolve(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;

// Route files on the way to each page, and the lazily loaded modules its first paint needs (the
// layout chosen by the session).
const routes: Record<string, { files: string[]; lazy: string[] }> = {
  'landing (/)': {
    files: ['src/routes/_app.tsx', 'src/routes/_app/index.tsx'],
    lazy: ['src/features/shell/public-shell.tsx'],
  },
  'feed (/feed)': {
    files: ['src/routes/_app.tsx', 'src/routes/_app/_member.tsx', 'src/routes/_app/_member/feed.tsx'],
    lazy: ['src/features/shell/member-shell.tsx'],
  },
};

const gzipSize = (file: string): number => gzipSync(readFileSync(resolve(dist, file)), { level: 9 }).length;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('No entry chunk in the Vite manifest: build the web app first.');

const dataLayerKey = 'src/lib/apollo/apollo-client.ts';
let overBudget = false;
for (const [name, { files, lazy }] of Object.entries(routes)) {
  const routeChunks = Object.keys(manifest).filter(
    (key) => files.some((file) => key === `${file}?tsr-split=component`) || lazy.includes(key),
  );
  const chunks = closure([entry, ...routeChunks]);
  const jsFiles = [...chunks].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const js = jsFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  const css = [...new Set([...chunks].flatMap((key) => manifest[key]!.css ?? []))].reduce((sum, file) => sum + gzipSize(file), 0);
  const kb = js / 1024;
  const dataLayerFiles = [...closure([dataLayerKey])].filter((key) => !chunks.has(key)).map((key) => manifest[key]!.file);
  const dataLayer = dataLayerFiles.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSize(file), 0);
  if (kb > BUDGET_KB) overBudget = true;
  console.log(
    `${name.padEnd(14)} initial JS ${kb.toFixed(1).padStart(6)} KB gzip in ${jsFiles.length} files` +
      ` (budget ${BUDGET_KB} KB${kb > BUDGET_KB ? ', OVER' : ''}); CSS ${(css / 1024).toFixed(1)} KB gzip;` +
      ` then the data layer ${(dataLayer / 1024).toFixed(1)} KB gzip after the first paint`,
  );
}
if (overBudget) console.log('Initial JavaScript is over the budget; see the largest chunks with `vite build --sourcemap`.');
