import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './system.ts';

const webDir = path.join(repoRoot, 'web');

/** What a web build writes: the browser's manifest and the server renderer. */
const BUILD_OUTPUTS = [path.join(webDir, 'dist', 'client', '.vite', 'manifest.json'), path.join(webDir, 'dist', 'server', 'entry-server.js')];

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
  if (!BUILD_OUTPUTS.every((file) => existsSync(file))) return true;
  const built = Math.min(...BUILD_OUTPUTS.map((file) => statSync(file).mtimeMs));
  return newestMtime(webDir) > built;
}

/** Builds the web app (`vite build`: browser and server), streaming its output. */
export async function buildWeb(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`web build failed (exit ${code})`))));
  });
}
