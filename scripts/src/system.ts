import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  configVars,
  createEventBus,
  createRateLimitStore,
  createLogger,
  freePort,
  loadConfig,
  startEmbeddedPostgres,
  startService,
  type EmbeddedPostgresHandle,
  type EventBus,
  type Logger,
  type RunningService,
} from '@koinonia/kit';
import { composeSupergraph, loadGatewayConfig, startGateway, subgraphs, type RunningGateway, type SubgraphEntry } from '@koinonia/gateway';
import { z } from 'zod';
import { services } from './services.ts';

export const repoRoot = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface SystemOptions {
  /** `default`: the documented ports (gateway 4000, subgraphs 4001-4006); `ephemeral`: any free ports. */
  readonly ports: 'default' | 'ephemeral';
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly logger?: Logger;
  /** Where the web app will be served, for links in e-mails (default http://localhost:3000). */
  readonly webUrl?: string;
  /** More subgraphs for the gateway to compose with the services, each at its `defaultUrl` (tests, benchmarks). */
  readonly extraSubgraphs?: readonly SubgraphEntry[];
  /** graphql-ws's initialisation timeout at the gateway (tests shorten it). */
  readonly connectionInitTimeoutMs?: number;
  /** `npm start`: introspection, field suggestions and GraphiQL on unless GRAPHQL_INTROSPECTION says otherwise. */
  readonly development?: boolean;
}

export interface RunningSystem {
  readonly gatewayUrl: string;
  readonly services: readonly RunningService[];
  readonly adapters: Readonly<Record<string, string>>;
  readonly bus: EventBus;
  readonly gateway: RunningGateway;
  stop(): Promise<void>;
}

/**
 * Starts every subgraph, each with its own database, and the gateway in front of them, in this
 * process. Uses DATABASE_URL when set, otherwise an embedded PostgreSQL with its data under `.data/`.
 */
export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  // The whole system in one process is for development, tests and benchmarks (production runs each
  // service's main.ts): development mode (the dev mailbox, loopback only) is on unless
  // KOINONIA_DEV_MODE=false says otherwise.
  const baseEnv: Record<string, string | undefined> = { KOINONIA_DEV_MODE: 'true', ...process.env, ...options.env };
  const settings = loadConfig(
    {
      DATABASE_URL: configVars.optionalUrl().describe('PostgreSQL server; embedded PostgreSQL when unset'),
      EMBEDDED_POSTGRES_PORT: configVars.port(54329).describe('port of the embedded PostgreSQL'),
      INTERNAL_SECRET: z.string().min(32).optional().describe('gateway↔subgraph signing secret; random per run when unset'),
      KAFKA_BROKERS: configVars.brokers(),
      REDIS_URL: configVars.redisUrl(),
      LOG_LEVEL: configVars.logLevel(),
    },
    baseEnv,
  );
  const logger = options.logger ?? createLogger('koinonia', settings.LOG_LEVEL);
  const stops: (() => Promise<void>)[] = [];
  let stopping: Promise<void> | null = null;
  /** Stops what started, newest first; calling it again waits for the same stop. */
  const stopAll = (): Promise<void> =>
    (stopping ??= (async () => {
      for (const stop of [...stops].reverse()) {
        await stop().catch((error: unknown) => logger.error({ err: error }, 'stop failed'));
      }
    })());

  try {
    let databaseUrl = settings.DATABASE_URL;
    let database = 'PostgreSQL at DATABASE_URL';
    if (!databaseUrl) {
      const dataDir = path.join(repoRoot, '.data', 'postgres');
      const pg: EmbeddedPostgresHandle = await startEmbeddedPostgres({ dataDir, port: settings.EMBEDDED_POSTGRES_PORT });
      stops.push(() => pg.stop());
      databaseUrl = pg.url;
      database = `embedded PostgreSQL on port ${settings.EMBEDDED_POSTGRES_PORT} (data in .data/postgres)`;
    }
    // A secret made up per run is safe here: every process that must share it is this one.
    const internalSecret = settings.INTERNAL_SECRET ?? randomBytes(32).toString('hex');
    const bus = await createEventBus({ brokers: settings.KAFKA_BROKERS, clientId: 'koinonia', logger });
    stops.push(() => bus.close());
    const rateLimits = createRateLimitStore(settings.REDIS_URL);
    stops.push(() => rateLimits.close());

    const env = {
      ...baseEnv,
      DATABASE_URL: databaseUrl,
      INTERNAL_SECRET: internalSecret,
      WEB_URL: options.webUrl ?? baseEnv['WEB_URL'] ?? 'http://localhost:3000',
    };
    const running: RunningService[] = [];
    for (const { definition, loadConfig: load } of services) {
      const prefix = definition.name.toUpperCase().replaceAll('-', '_');
      // A free port chosen up front rather than port 0, so a service knows its own address before it
      // listens (the local checkout page's links, which orgs-jobs hands out, name it).
      const config = load(options.ports === 'ephemeral' ? { ...env, [`${prefix}_PORT`]: String(await freePort()) } : env);
      const service = await startService(definition, config, { bus, logger, rateLimits });
      stops.push(() => service.stop());
      running.push(service);
    }

    const { supergraphSdl } = composeSupergraph([...subgraphs, ...(options.extraSubgraphs ?? [])]);
    const gatewayConfig = loadGatewayConfig({
      ...(options.development ? { GRAPHQL_INTROSPECTION: 'true' } : {}),
      ...env,
      ...(options.ports === 'ephemeral' ? { GATEWAY_PORT: '0' } : {}),
      ...Object.fromEntries(running.map((s) => [`${s.name.toUpperCase().replaceAll('-', '_')}_URL`, s.server.url])),
    });
    const gateway: RunningGateway = await startGateway({
      config: gatewayConfig,
      supergraphSdl,
      logger,
      ...(options.connectionInitTimeoutMs ? { connectionInitTimeoutMs: options.connectionInitTimeoutMs } : {}),
    });
    stops.push(() => gateway.close());

    const notify = running.find((s) => s.name === 'notify');
    return {
      gatewayUrl: gateway.url,
      services: running,
      bus,
      gateway,
      adapters: {
        database,
        events: bus.description,
        'rate limits': rateLimits.description,
        gateway: `Hive Gateway, ${gateway.planner === 'rust' ? 'Rust' : 'JavaScript'} query planner${
          gatewayConfig.introspection ? '; introspection and GraphiQL on (development only)' : ''
        }${gatewayConfig.trustedDocuments ? '; trusted documents only' : ''}`,
        // Where to read the dev mailbox is the web server's to say (npm start's banner).
        email: (notify?.config as { SENDGRID_API_KEY?: string } | undefined)?.SENDGRID_API_KEY ? 'SendGrid' : 'dev mailbox (development mode)',
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

