import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Part of the web's `npm run codegen`: the hash of the `Me` query, which the session sends before
 * Apollo Client loads (session.ts), in a module of its own. Importing it from the generated
 * documents would put every document the app uses into the first paint's bundle.
 */
const generated = new URL('../src/__generated__/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('graphql/persisted-documents.json', generated), 'utf8')) as Record<string, string>;
const meHash = Object.keys(manifest).find((hash) => /\bquery Me\b/.test(manifest[hash]!));
if (!meHash) throw new Error('persisted-documents.json has no `query Me`');
writeFileSync(
  new URL('first-paint-hashes.ts', generated),
  `// Written by \`npm run codegen\` (web/scripts/first-paint-hashes.ts); do not edit.\n` +
    `/** The \`Me\` query's hash, as gateway/trusted-documents.json names it. */\nexport const meQueryHash = '${meHash}';\n`,
);
