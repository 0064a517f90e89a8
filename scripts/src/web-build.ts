import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './system.ts';

const webDir = path.join(repoRoot, 'web');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // Build output, dependencies and browser-test artefacts are not sources.
    if (['node_modules', 'dist', 'e2e'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when web/dist is missing or older than any web source file. */
export function webBuildIsStale(): boolean {
  const index = path.join(webDir, 'dist', 'index.html');
  if (!existsSync(index)) return true;
  return newestMtime(webDir) > statSync(index).mtimeMs;
}

/** Builds the web app (`vite build`), streaming its output. */
export async function buildWeb(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`web build failed (exit ${code})`))));
  });
}
