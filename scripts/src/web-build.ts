import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Not system.ts's: importing the whole system only to find the repository costs seconds.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webDir = path.join(repoRoot, 'web');

/** What a web build writes: the browser's manifest and the server renderer. */
const BUILD_OUTPUTS = [path.join(webDir, 'dist', 'client', '.vite', 'manifest.json'), path.join(webDir, 'dist', 'server', 'entry-server.js')];

/**
 * The sources' hash the build in web/dist was made from. Beside the server renderer, which the web
 * server does not serve; a build made another way (`npm run build -w web`) has none or an older one
 * and is built again here.
 */
const STAMP = path.join(webDir, 'dist', 'server', 'build-stamp.json');

/** Adds every file under `dir` but build output, dependencies and tests (unit and browser) to `hash`, in a stable order. */
function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (['node_modules', 'dist', 'e2e'].includes(entry.name) || entry.name.startsWith('.') || /\.test\.tsx?$/.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (entry.isFile()) hash.update(`${path.relative(repoRoot, full)}\0`).update(readFileSync(full));
  }
}

/**
 * What a web build is made of, as one hash: web's own files, the workspace packages it depends on
 * (@koinonia/validation) and the lockfile. Contents rather than modification times, so a fresh
 * clone or a checkout that touched files but changed nothing does not build again.
 */
export function webSourceHash(): string {
  const hash = createHash('sha256');
  hashTree(hash, webDir);
  const { dependencies = {} } = JSON.parse(readFileSync(path.join(webDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  for (const name of Object.keys(dependencies).filter((dependency) => dependency.startsWith('@koinonia/')).sort()) {
    hashTree(hash, realpathSync(path.join(repoRoot, 'node_modules', name)));
  }
  hash.update(readFileSync(path.join(repoRoot, 'package-lock.json')));
  return hash.digest('hex');
}

/** True when web/dist is missing, or was not built by `buildWeb` from the sources as they are now. */
export function webBuildIsStale(): boolean {
  if (!BUILD_OUTPUTS.every((file) => existsSync(file)) || !existsSync(STAMP)) return true;
  const { sources } = JSON.parse(readFileSync(STAMP, 'utf8')) as { sources?: string };
  return sources !== webSourceHash();
}

/** Builds the web app (`vite build`: browser and server), streaming its output, and stamps the build with its sources' hash. */
export async function buildWeb(): Promise<void> {
  // Hashed before building: a file changed during the build makes the stamp stale, not the build.
  const sources = webSourceHash();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`web build failed (exit ${code})`))));
  });
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${JSON.stringify({ sources, builtAt: new Date().toISOString() })}\n`);
}

