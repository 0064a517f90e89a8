import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import type { FormattedExecutionResult } from 'graphql';
import { createLogger } from '../logger.ts';
import type { EventBus } from '../events/bus.ts';
import { createInProcessBus } from '../events/in-process-bus.ts';
import type { RateLimitStore } from '../rate-limit.ts';
import { startService, type RunningService, type ServiceConfig, type ServiceDefinition } from '../service.ts';
import type { Viewer } from '../viewer.ts';
import type { ObjectStorage } from '../media/object-storage.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { startLocalMediaServer } from './local-media.ts';
import { execute, type Operation, type TestResult } from './graphql.ts';

/** An event a service recorded in its outbox, as tests look at it. */
export interface RecordedEvent {
  readonly type: string;
  readonly aggregateId: string;
  readonly actorId: string | null;
  readonly payload: Record<string, unknown>;
}

/** A per-run secret for tests; never a default in configuration. */
export const TEST_INTERNAL_SECRET = randomBytes(32).toString('hex');

export interface TestService<C extends ServiceConfig> {
  readonly service: RunningService<C>;
  readonly db: TestDatabase;
  readonly bus: EventBus;
  /** Runs an operation as `viewer` (through the subgraph's Apollo server, no HTTP). */
  run<TData = Record<string, unknown>, TVariables = Record<string, unknown>>(
    viewer: Viewer,
    operation: Operation<TData, TVariables>,
    variables?: TVariables,
  ): Promise<TestResult<TData>>;
  /** Raw SQL against the service's database, for assertions on what was stored. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** The events recorded in the outbox, oldest first; only one aggregate's, or one type's, when asked. */
  outbox(filter?: { aggregateId?: string; type?: string }): Promise<RecordedEvent[]>;
  /** The number of rows in `table`, or of those matching `where` (SQL with `?` parameters). */
  count(table: string, where?: string, params?: unknown[]): Promise<number>;
  /** The SQL statements `work` sent to the database (not those of the relay or background workers). */
  statementsDuring(work: () => Promise<unknown>): Promise<string[]>;
  stop(): Promise<void>;
}

export interface TestServiceOptions<C extends ServiceConfig> {
  readonly env?: Record<string, string>;
  readonly bus?: EventBus;
  readonly rateLimits?: RateLimitStore;
  /**
   * Media on the local adapter, in a temporary directory served over HTTP (see local-media.ts):
   * how to find the service's storage from its configuration.
   */
  readonly localMedia?: (config: C) => ObjectStorage;
}

/**
 * Starts a service on its own fresh database (a copy of its migrated template), an HTTP port chosen
 * by the OS and an in-process bus unless one is given. For API tests through GraphQL.
 */
export async function startTestService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  loadConfig: (env: Record<string, string | undefined>) => C,
  options: TestServiceOptions<C> = {},
): Promise<TestService<C>> {
  const db = await createTestDatabase(definition.name, definition);
  const media = options.localMedia ? await startLocalMediaServer(definition.name) : undefined;
  const prefix = definition.name.toUpperCase().replaceAll('-', '_');
  const config = loadConfig({
    [`${prefix}_DATABASE_URL`]: db.url,
    [`${prefix}_PORT`]: '0',
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent',
    ...media?.env,
    // Tests run in development mode: notify keeps e-mail in its dev mailbox unless a test gives it SendGrid.
    KOINONIA_DEV_MODE: 'true',
    ...options.env,
  });
  if (media && options.localMedia) media.serve(options.localMedia(config));
  const logger = createLogger(definition.name, config.logLevel);
  const bus = options.bus ?? createInProcessBus(logger);
  // Only the statements of the work itself count: they run in its async context, while the relay
  // and background workers (notify's e-mail dispatcher) poll on their own schedules.
  const recording = new AsyncLocalStorage<string[]>();
  const onQuery = (sql: string): void => {
    recording.getStore()?.push(sql);
  };
  const service = await startService(definition, config, {
    bus,
    logger,
    onQuery,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  });
  // The rows are whatever the query selects; the caller names their type.
  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> => service.orm.em.fork().execute<never>(query, params);
  return {
    service,
    db,
    bus,
    run: (viewer, operation, variables) => execute(service.server, viewer, operation, variables),
    sql,
    outbox: async (filter = {}) => {
      const rows = await sql<{ type: string; aggregate_id: string; actor_id: string | null; payload: Record<string, unknown> }>(
        `select type, aggregate_id, actor_id, payload from outbox_event
          where (?::text is null or aggregate_id = ?) and (?::text is null or type = ?) order by position`,
        [filter.aggregateId ?? null, filter.aggregateId ?? null, filter.type ?? null, filter.type ?? null],
      );
      return rows.map((row) => ({ type: row.type, aggregateId: row.aggregate_id, actorId: row.actor_id, payload: row.payload }));
    },
    count: async (table, where, params = []) => {
      const [row] = await sql<{ n: string }>(`select count(*) as n from ${table}${where ? ` where ${where}` : ''}`, params);
      return Number(row?.n ?? 0);
    },
    statementsDuring: async (work) => {
      const statements: string[] = [];
      await recording.run(statements, work);
      return statements;
    },
    stop: async () => {
      await service.stop();
      if (!options.bus) await bus.close();
      await media?.stop();
      await db.drop();
    },
  };
}

/** Asserts-friendly view of a result: data when there are no errors, otherwise throws with them. */
export function dataOf<TData>(result: FormattedExecutionResult<TData>): TData {
  if (result.errors?.length) throw new Error(`unexpected GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data as TData;
}
