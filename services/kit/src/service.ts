import type { Constructor, EntitySchema } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { DocumentNode } from 'graphql';
import type { z } from 'zod';
import type { Logger } from 'pino';
import { ConfigError, configVars, loadConfig } from './config.ts';
import { serviceDatabaseUrl } from './db/database-url.ts';
import { startServiceOrm } from './db/orm.ts';
import type { EventBus } from './events/bus.ts';
import { startConsumer, type ConsumerStats, type EventHandlers } from './events/consumer.ts';
import { OutboxRelay } from './events/relay.ts';
import { createLogger } from './logger.ts';
import { createRateLimitStore, type RateLimitStore } from './rate-limit.ts';
import { createEventBus } from './events/index.ts';
import { startSubgraphServer, type Resolvers, type RouteHandler, type SubgraphServer } from './server.ts';

/** The configuration every service has; a service adds its own variables to it. */
export interface ServiceConfig {
  readonly service: string;
  readonly port: number;
  readonly databaseUrl: string;
  readonly internalSecret: string;
  readonly logLevel: string;
}

const envName = (service: string): string => service.toUpperCase().replaceAll('-', '_');

/**
 * Reads a service's configuration: `<SERVICE>_PORT`, `<SERVICE>_DATABASE_URL` (or its own database
 * `koinonia_<service>` on the server in `DATABASE_URL`), `INTERNAL_SECRET`, `LOG_LEVEL`, plus `extra`.
 */
export function loadServiceConfig<S extends z.ZodRawShape>(
  service: string,
  defaultPort: number,
  extra: S,
  env: Readonly<Record<string, string | undefined>> = process.env,
): ServiceConfig & z.infer<z.ZodObject<S>> {
  const prefix = envName(service);
  const shape = {
    [`${prefix}_PORT`]: configVars.port(defaultPort),
    DATABASE_URL: configVars.optionalUrl().describe('PostgreSQL server; each service uses its own database on it'),
    [`${prefix}_DATABASE_URL`]: configVars.optionalUrl().describe(`the ${service} database (overrides DATABASE_URL)`),
    INTERNAL_SECRET: configVars.internalSecret(),
    LOG_LEVEL: configVars.logLevel(),
    ...extra,
  };
  const parsed = loadConfig(shape, env) as Record<string, unknown>;
  const server = parsed['DATABASE_URL'] as string | undefined;
  const own = parsed[`${prefix}_DATABASE_URL`] as string | undefined;
  const databaseUrl = own ?? (server ? serviceDatabaseUrl(server, `koinonia_${service.replaceAll('-', '_')}`) : undefined);
  if (!databaseUrl) {
    throw new ConfigError(`Invalid configuration:\n  DATABASE_URL: required (or ${prefix}_DATABASE_URL)`);
  }
  const extraValues = Object.fromEntries(Object.keys(extra).map((key) => [key, parsed[key]]));
  return {
    ...(extraValues as z.infer<z.ZodObject<S>>),
    service,
    port: parsed[`${prefix}_PORT`] as number,
    databaseUrl,
    internalSecret: parsed['INTERNAL_SECRET'] as string,
    logLevel: parsed['LOG_LEVEL'] as string,
  };
}

/** What a service's resolvers and routes may depend on. */
export interface ServiceDeps<C extends ServiceConfig> {
  readonly config: C;
  readonly orm: MikroORM;
  readonly bus: EventBus;
  readonly logger: Logger;
  readonly rateLimits: RateLimitStore;
}

/** A service, declared once: its schema, data, events and extra routes. */
export interface ServiceDefinition<C extends ServiceConfig> {
  readonly name: string;
  readonly typeDefs: DocumentNode;
  readonly entities: readonly EntitySchema[];
  readonly migrations: readonly { name: string; class: Constructor<Migration> }[];
  readonly resolvers: (deps: ServiceDeps<C>) => Resolvers;
  readonly handlers?: (deps: ServiceDeps<C>) => EventHandlers;
  readonly routes?: (deps: ServiceDeps<C>) => Readonly<Record<string, RouteHandler>>;
  /** Background work that lives as long as the service (e.g. notify's e-mail dispatcher). */
  readonly workers?: (deps: ServiceDeps<C>) => readonly BackgroundWorker[];
}

export interface BackgroundWorker {
  start(): void;
  stop(): Promise<void>;
}

export interface RunningService<C extends ServiceConfig = ServiceConfig> {
  readonly name: string;
  readonly config: C;
  readonly orm: MikroORM;
  readonly server: SubgraphServer;
  readonly relay: OutboxRelay;
  readonly consumerStats: ConsumerStats | null;
  stop(): Promise<void>;
}

/**
 * Starts a service: its database and migrations, its outbox relay, its event consumer and its
 * subgraph server. Stops in the reverse order.
 */
export async function startService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  config: C,
  shared: { bus: EventBus; logger: Logger; host?: string; rateLimits?: RateLimitStore; onQuery?: (sql: string) => void },
): Promise<RunningService<C>> {
  const logger = shared.logger.child({ service: definition.name });
  const orm = await startServiceOrm({
    name: definition.name,
    databaseUrl: config.databaseUrl,
    entities: definition.entities,
    migrations: definition.migrations,
    logger,
    ...(shared.onQuery ? { onQuery: shared.onQuery } : {}),
  });
  const deps: ServiceDeps<C> = {
    config,
    orm,
    bus: shared.bus,
    logger,
    rateLimits: shared.rateLimits ?? createRateLimitStore(undefined),
  };
  const relay = new OutboxRelay({ orm, bus: shared.bus, source: definition.name, logger });
  const workers = definition.workers?.(deps) ?? [];
  let server: SubgraphServer | undefined;
  try {
    const consumerStats = definition.handlers
      ? await startConsumer({ group: definition.name, orm, bus: shared.bus, handlers: definition.handlers(deps), logger })
      : null;
    relay.start();
    for (const worker of workers) worker.start();
    server = await startSubgraphServer(
      {
        name: definition.name,
        typeDefs: definition.typeDefs,
        resolvers: definition.resolvers(deps),
        orm,
        internalSecret: config.internalSecret,
        logger,
        onMutation: () => relay.nudge(),
        ...(definition.routes ? { routes: definition.routes(deps) } : {}),
      },
      config.port,
      shared.host,
    );
    const running = server;
    return {
      name: definition.name,
      config,
      orm,
      server: running,
      relay,
      consumerStats,
      stop: async () => {
        await running.close();
        await Promise.all(workers.map((worker) => worker.stop()));
        await relay.stop();
        await orm.close();
      },
    };
  } catch (error) {
    await server?.close();
    await Promise.all(workers.map((worker) => worker.stop()));
    await relay.stop();
    await orm.close();
    throw error;
  }
}

/**
 * A service's own `main.ts`: runs it alone, as in production, with Kafka as the bus when
 * KAFKA_BROKERS is set. Stops cleanly on SIGINT/SIGTERM.
 */
export async function runStandalone<C extends ServiceConfig>(definition: ServiceDefinition<C>, config: C): Promise<void> {
  const { KAFKA_BROKERS, REDIS_URL } = loadConfig({ KAFKA_BROKERS: configVars.brokers(), REDIS_URL: configVars.redisUrl() });
  const logger = createLogger(definition.name, config.logLevel);
  const bus = await createEventBus({ brokers: KAFKA_BROKERS, clientId: definition.name, logger });
  const rateLimits = createRateLimitStore(REDIS_URL);
  const service = await startService(definition, config, { bus, logger, host: '0.0.0.0', rateLimits });
  logger.info({ url: service.server.url, bus: bus.description, rateLimits: rateLimits.description }, `${definition.name} started`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void service
        .stop()
        .then(() => bus.close())
        .then(() => rateLimits.close())
        .then(() => process.exit(0));
    });
  }
}
