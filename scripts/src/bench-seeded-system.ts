import { randomBytes } from 'node:crypto';
import { createLogger, dropDatabase, ensureDatabase, serviceDatabaseUrl } from '@koinonia/kit';
import { benchDatabaseServer } from './bench-support.ts';
import { runSeed, type Scale, type SeedResult } from './seed/run-seed.ts';
import { services } from './services.ts';
import { startSystem } from './system.ts';

/** What a benchmark runs against: the gateway of a freshly seeded system, and its databases. */
export interface SeededSystem {
  readonly gatewayUrl: string;
  readonly counts: SeedResult['counts'];
  /** A service's database (for figures measured beside the API, such as hand-written SQL). */
  readonly databaseUrl: (service: string) => string;
}

const envName = (service: string): string => service.toUpperCase().replaceAll('-', '_');

/**
 * Seeds a community of `scale` into fresh databases (`bench_<label>_<service>_<random>` on
 * DATABASE_URL, or on the embedded PostgreSQL `npm start` uses), starts the whole system on free
 * ports without rate limits or Kafka, runs `measure`, and drops the databases whatever happens.
 * `summary` says what was seeded, from the seed's row counts.
 */
export async function withSeededSystem(
  label: string,
  scale: Scale,
  summary: (counts: SeedResult['counts']) => string,
  measure: (system: SeededSystem) => Promise<void>,
): Promise<void> {
  process.once('SIGINT', () => process.exit(130));
  const logger = createLogger('bench', 'warn');
  const { url: server, stop: stopServer } = await benchDatabaseServer();
  const suffix = randomBytes(3).toString('hex');
  const databases = new Map(services.map(({ definition }) => [definition.name, serviceDatabaseUrl(server, `bench_${label}_${definition.name.replaceAll('-', '_')}_${suffix}`)]));
  const databaseEnv = Object.fromEntries([...databases].map(([name, url]) => [`${envName(name)}_DATABASE_URL`, url]));
  try {
    for (const url of databases.values()) await ensureDatabase(url);
    console.log(`Seeding a ${scale} community into fresh databases…`);
    const started = Date.now();
    const { counts } = await runSeed({ env: { ...process.env, ...databaseEnv }, scale, logger });
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s: ${summary(counts)}.`);
    const system = await startSystem({
      ports: 'ephemeral',
      logger,
      env: { ...databaseEnv, DATABASE_URL: server, INTERNAL_SECRET: randomBytes(32).toString('hex'), KAFKA_BROKERS: '', RATE_LIMIT_PER_ADDRESS: '0', RATE_LIMIT_PER_SESSION: '0' },
    });
    try {
      await measure({
        gatewayUrl: system.gatewayUrl,
        counts,
        databaseUrl: (service) => {
          const url = databases.get(service);
          if (!url) throw new Error(`no database for ${service}`);
          return url;
        },
      });
    } finally {
      await system.stop();
    }
  } finally {
    for (const url of databases.values()) await dropDatabase(url).catch(() => {});
    await stopServer();
  }
}

/** A latency in milliseconds, right-aligned for the benchmarks' tables. */
export const ms = (value: number): string => value.toFixed(value < 10 ? 1 : 0).padStart(7);
