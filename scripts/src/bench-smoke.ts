import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// `npm run bench:smoke`: every `bench:*` script of the root package.json once, one after another, in
// smoke mode (BENCH_SMOKE=1: tiny sizes, figures printed but not judged), so a benchmark that no
// longer starts or crashes fails here rather than on the day someone wants its figures. The list
// comes from package.json, so a new benchmark is covered by adding its script. Exits 1 if any fails.

const LIMIT_MS = 5 * 60_000;
const root = path.resolve(import.meta.dirname, '../..');
const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
const names = Object.keys(scripts).filter((name) => name.startsWith('bench:') && name !== 'bench:smoke');

let current: number | undefined;
const stopGroup = (pid: number | undefined, signal: NodeJS.Signals): void => {
  try {
    if (pid) process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
};
// The benchmark runs in a process group of its own, which Ctrl-C in the terminal does not reach.
process.once('SIGINT', () => {
  stopGroup(current, 'SIGINT');
  process.exit(130);
});

/** Runs one script in its own process group, so a benchmark stuck past the limit is stopped with all its children. */
function run(name: string): Promise<{ ok: boolean; detail: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { cwd: root, stdio: 'inherit', detached: true, env: { ...process.env, BENCH_SMOKE: '1' } });
    current = child.pid;
    const timer = setTimeout(() => stopGroup(child.pid, 'SIGKILL'), LIMIT_MS);
    child.once('error', (error) => {
      clearTimeout(timer);
      resolve({ ok: false, detail: error.message });
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(code === 0 ? { ok: true, detail: 'passed' } : { ok: false, detail: signal ? `stopped by ${signal} (limit ${LIMIT_MS / 60_000} min)` : `exit ${code}` });
    });
  });
}

const results: string[] = [];
let failed = 0;
const began = performance.now();
for (const name of names) {
  console.log(`\n=== ${name} (smoke)`);
  const started = performance.now();
  const { ok, detail } = await run(name);
  if (!ok) failed += 1;
  results.push(`  ${name.padEnd(20)} ${detail.padEnd(10)} ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`);
}
console.log(`\nBenchmarks in smoke mode (${((performance.now() - began) / 1000).toFixed(0)} s in all):\n${results.join('\n')}`);
if (failed > 0) {
  console.log(`${failed} of ${names.length} failed.`);
  process.exitCode = 1;
}
