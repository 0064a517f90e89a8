import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, configVars, createLogger, loadConfig, startEmbeddedPostgres, type EmbeddedPostgresHandle } from '@koinonia/kit';
import { DEMO_PASSWORD, demoAccounts } from './members.ts';
import { isScale, runSeed, scales } from './run-seed.ts';

// `npm run seed [-- --scale large]`: a believable ministry community in the databases `npm start`
// uses: DATABASE_URL when set, otherwise the embedded PostgreSQL in .data/postgres, reused when
// `npm start` is running it, else started for the seed and stopped after.
const repoRoot = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

try {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'small' } } });
  if (!isScale(values.scale)) throw new ConfigError(`--scale must be one of: ${Object.keys(scales).join(', ')}`);
  const scale = values.scale;
  const settings = loadConfig({
    DATABASE_URL: configVars.optionalUrl().describe('PostgreSQL server; embedded PostgreSQL when unset'),
    EMBEDDED_POSTGRES_PORT: configVars.port(54329).describe('port of the embedded PostgreSQL'),
    LOG_LEVEL: configVars.logLevel(),
  });
  const started = Date.now();
  let embedded: EmbeddedPostgresHandle | null = null;
  let server = settings.DATABASE_URL;
  if (server) {
    console.log(`Seeding a ${scale} community into PostgreSQL at DATABASE_URL…`);
  } else {
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(repoRoot, '.data', 'postgres'),
      port: settings.EMBEDDED_POSTGRES_PORT,
      reuseRunning: true,
    });
    server = embedded.url;
    const which = embedded.reused ? 'the embedded PostgreSQL `npm start` is running' : 'embedded PostgreSQL (data in .data/postgres)';
    console.log(`Seeding a ${scale} community into ${which}…`);
  }
  try {
    const { counts, feedSeconds } = await runSeed({
      env: { ...process.env, DATABASE_URL: server },
      scale,
      logger: createLogger('seed', process.env['LOG_LEVEL'] ? settings.LOG_LEVEL : 'warn'),
    });
    const width = Math.max(...Object.keys(counts).map((service) => service.length));
    const emailWidth = Math.max(...demoAccounts.map((account) => account.email.length));
    const community = counts['community'] ?? {};
    const feedItems = ['news_feed_post', 'comment', 'reaction', 'prayer', 'prayer_update'].reduce((sum, table) => sum + (community[table] ?? 0), 0);
    console.log(
      [
        '',
        ...Object.entries(counts).map(
          ([service, tables]) => `  ${service.padEnd(width)}  ${Object.entries(tables).map(([table, n]) => `${table} ${n.toLocaleString('en')}`).join(', ')}`,
        ),
        `  Feed and prayers: ${feedItems.toLocaleString('en')} posts, comments, reactions, prayers and updates (in ${feedSeconds.toFixed(1)} s).`,
        '',
        `  Demo accounts (password ${DEMO_PASSWORD}):`,
        ...demoAccounts.map((account) => `    ${account.email.padEnd(emailWidth)}  ${account.who}`),
        '',
        `  Done in ${((Date.now() - started) / 1000).toFixed(1)} s.${embedded?.reused ? '' : ' Start the app with `npm start`.'}`,
        '',
      ].join('\n'),
    );
  } finally {
    await embedded?.stop();
  }
} catch (error) {
  // A bad variable or argument: its message is the whole story.
  const usage = error instanceof ConfigError || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  if (!usage) throw error;
  console.error((error as Error).message);
  process.exit(1);
}
