import { randomBytes } from 'node:crypto';
import type { FormattedExecutionResult } from 'graphql';
import { createLogger } from '../logger.ts';
import type { EventBus } from '../events/bus.ts';
import { createInProcessBus } from '../events/in-process-bus.ts';
import type { RateLimitStore } from '../rate-limit.ts';
import { startService, type RunningService, type ServiceConfig, type ServiceDefinition } from '../service.ts';
import type { Viewer } from '../viewer.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { execute, type TestResult } from './graphql.ts';

/** A per-run secret for tests; never a default in configuration. */
export const TEST_INTERNAL_SECRET = randomBytes(32).toString('hex');

export interface TestService<C extends ServiceConfig> {
  readonly service: RunningService<C>;
  readonly db: TestDatabase;
  readonly bus: EventBus;
  /** Runs an operation as `viewer` (through the subgraph's Apollo server, no HTTP). */
  run<TData = Record<string, unknown>>(viewer: Viewer, query: string, variables?: Record<string, unknown>): Promise<TestResult<TData>>;
  /** Raw SQL against the service's database, for assertions on what was stored. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

/**
 * Starts a service on its own fresh database (with its migrations), an HTTP port chosen by the OS
 * and an in-process bus unless one is given. For API tests through GraphQL.
 */
export async function startTestService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
  loadConfig: (env: Record<string, string | undefined>) => C,
  options: { env?: Record<string, string>; bus?: EventBus; rateLimits?: RateLimitStore } = {},
): Promise<TestService<C>> {
  const db = await createTestDatabase(definition.name);
  const prefix = definition.name.toUpperCase().replaceAll('-', '_');
  const config = loadConfig({
    [`${prefix}_DATABASE_URL`]: db.url,
    [`${prefix}_PORT`]: '0',
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent',
    ...options.env,
  });
  const logger = createLogger(definition.name, config.logLevel);
  const bus = options.bus ?? createInProcessBus(logger);
  const service = await startService(definition, config, { bus, logger, ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}) });
  return {
    service,
    db,
    bus,
    run: (viewer, query, variables) => execute(service.server, viewer, query, variables),
    // The rows are whatever the query selects; the caller names their type.
    sql: (query, params = []) => service.orm.em.fork().execute<never>(query, params),
    stop: async () => {
      await service.stop();
      if (!options.bus) await bus.close();
      await db.drop();
    },
  };
}

/** Asserts-friendly view of a result: data when there are no errors, otherwise throws with them. */
export function dataOf<TData>(result: FormattedExecutionResult<TData>): TData {
  if (result.errors?.length) throw new Error(`unexpected GraphQL errors: ${JSON.stringify(result.errors)}`);
  return result.data as TData;
}
