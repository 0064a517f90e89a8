import path from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { startEmbeddedPostgres } from '@koinonia/kit';

/**
 * A benchmark's options (`--name value`), each a string with a default. In a smoke run (`--smoke`,
 * or BENCH_SMOKE=1 as `npm run bench:smoke` sets) the smoke defaults replace the usual ones: tiny
 * sizes and durations, so every part runs in seconds; options given on the command line still win.
 */
export function benchOptions<const Name extends string>(
  defaults: Readonly<Record<Name, string>>,
  smokeDefaults: Readonly<Partial<Record<Name, string>>>,
): { values: Record<Name, string>; smoke: boolean } {
  const names = Object.keys(defaults) as Name[];
  const options: ParseArgsOptionsConfig = { smoke: { type: 'boolean' }, ...Object.fromEntries(names.map((name) => [name, { type: 'string' }])) };
  const { values: given } = parseArgs({ options });
  const smoke = given['smoke'] === true || process.env['BENCH_SMOKE'] === '1';
  const values = {} as Record<Name, string>;
  for (const name of names) {
    const value = given[name];
    values[name] = typeof value === 'string' ? value : ((smoke ? smokeDefaults[name] : undefined) ?? defaults[name]);
  }
  return { values, smoke };
}

/** The line that ends a smoke run's figures in place of the verdict against the targets. */
export const SMOKE_VERDICT = 'Smoke run (tiny sizes): the figures above show that every part runs; they are not judged against the targets.';

/**
 * The PostgreSQL server a benchmark creates its databases on: DATABASE_URL, or the embedded one
 * `npm start` uses (reused when an `npm start` runs it). The system the benchmark starts must be
 * handed this URL as its DATABASE_URL: left unset, startSystem would start the embedded server a
 * second time, and fail because this process already runs it.
 */
export async function benchDatabaseServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = process.env['DATABASE_URL'];
  if (url) return { url, stop: () => Promise.resolve() };
  const embedded = await startEmbeddedPostgres({ dataDir: path.resolve(import.meta.dirname, '../../.data/postgres'), port: 54329, reuseRunning: true });
  return { url: embedded.url, stop: () => embedded.stop() };
}
