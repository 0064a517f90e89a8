import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * `npm run codegen`: regenerates everything generated from the GraphQL contracts, in dependency
 * order: the composed supergraph and public schema (from the subgraphs' SDL), then every package's
 * own `codegen` script (the subgraphs' resolver types and test documents, the web app's documents,
 * the gateway's trusted-documents manifest of them).
 * `npm run codegen:check` (CI) does the same and fails when that changed any committed file: a
 * contract edited without regenerating what depends on it.
 */
const root = resolve(import.meta.dirname, '../..');
const check = process.argv.includes('--check');
const run = (command: string, args: string[], cwd = root): void => {
  execFileSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
};

const rootPackage = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { workspaces: string[] };
const packageDirs = rootPackage.workspaces.flatMap((pattern) =>
  pattern.endsWith('/*')
    ? readdirSync(resolve(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => resolve(root, pattern.slice(0, -2), entry.name))
    : [resolve(root, pattern)],
);
const withCodegen = packageDirs.filter((dir) => {
  const file = resolve(dir, 'package.json');
  return existsSync(file) && Boolean((JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> }).scripts?.['codegen']);
});

run(process.execPath, [resolve(root, 'gateway/src/compose-cli.ts')]);
for (const dir of withCodegen) {
  console.log(`codegen: ${dir.slice(root.length + 1)}`);
  run('npm', ['run', '--silent', 'codegen'], dir);
}

if (check) {
  const generated = ['gateway/supergraph.graphql', 'gateway/schema.graphql', 'gateway/trusted-documents.json', ':(glob)**/__generated__/**'];
  const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=all', '--', ...generated], { cwd: root, encoding: 'utf8' }).trim();
  if (changed) {
    console.error(`Generated files are stale; run \`npm run codegen\` and commit the result:\n${changed}`);
    process.exit(1);
  }
  console.log('Generated files are up to date.');
}
