import {
  Logger as HiveLogger,
  createGatewayRuntime,
  type GatewayPlugin,
  type GatewayRuntime,
  type LogLevel,
} from '@graphql-hive/gateway-runtime';
import { unifiedGraphHandler as rustPlannerHandler } from '@graphql-hive/router-runtime';
import { createGraphQLError } from '@graphql-tools/utils';
import type { Logger } from '@koinonia/kit';
import type { GatewayContext } from './context.ts';
import { maskError } from './errors.ts';
import { queryLimitPlugins } from './limits.ts';
import { koinoniaTransport } from './transport.ts';
import type { TrustedDocuments } from './trusted-documents.ts';

export type QueryPlanner = 'rust' | 'js';

/** What the gateway has done, for tests and the benchmark: refused work must not reach execution. */
export interface GatewayStats {
  operationsExecuted: number;
  /** HTTP requests sent to each subgraph (the benchmark's measure of fan-out). */
  subgraphRequests: Record<string, number>;
}

export interface RuntimeOptions {
  readonly supergraphSdl: string;
  readonly subgraphUrls: Readonly<Record<string, string>>;
  readonly planner: QueryPlanner;
  readonly introspection: boolean;
  /** The web app's operations by hash; with `trustedOnly` nothing else runs. */
  readonly trustedDocuments: TrustedDocuments | null;
  readonly trustedOnly?: boolean;
  readonly logger: Logger;
  readonly stats: GatewayStats;
}

/**
 * Hive Gateway's runtime over the supergraph composed at build time: the query planner (Rust or
 * JavaScript), the limits, trusted documents and error masking. HTTP and WebSocket handling stay
 * in gateway.ts and subscriptions.ts.
 */
export function createRuntime(options: RuntimeOptions): GatewayRuntime<GatewayContext> {
  const { stats } = options;
  const operations: GatewayPlugin<GatewayContext> = {
    onExecute() {
      stats.operationsExecuted += 1;
    },
    onSubscribe({ args }) {
      // Subscriptions travel over the WebSocket, where the connection is authenticated and ended with its session.
      if ((args.contextValue as Partial<GatewayContext>).connectionId?.startsWith('ws:') !== true) {
        throw createGraphQLError('Subscriptions use the WebSocket at /graphql (graphql-transport-ws)', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      }
    },
  };
  const trusted = options.trustedDocuments;
  return createGatewayRuntime<GatewayContext>({
    supergraph: options.supergraphSdl,
    ...(options.planner === 'rust' ? { unifiedGraphHandler: rustPlannerHandler } : {}),
    transports: { http: koinoniaTransport(options.subgraphUrls, stats) },
    logging: hiveLogger(options.logger),
    maskedErrors: { maskError },
    // The HTTP layer (gateway.ts) does CORS, CSRF, the body limit and request ids.
    cors: false,
    requestId: false,
    landingPage: false,
    graphiql: options.introspection,
    batching: false,
    ...(options.introspection ? {} : { disableIntrospection: {} }),
    // The web app sends its operations by hash whether or not the gateway trusts only them: one
    // client for every deployment. Without `trustedOnly`, an unknown hash answers
    // PERSISTED_QUERY_NOT_FOUND, on which Apollo's link sends the text, and any text runs.
    ...(trusted
      ? {
          persistedDocuments: {
            getPersistedOperation: (hash: string) => trusted.find(hash),
            allowArbitraryDocuments: options.trustedOnly !== true,
            customErrors: {
              notFound: { message: options.trustedOnly ? 'Unknown operation: only the web app\'s operations run here' : 'Unknown operation hash: send the operation\'s text', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 400 } } },
              persistedQueryOnly: { message: 'Only trusted operations run here: send the operation\'s hash, not its text', extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 400 } } },
              keyNotFound: { message: 'Send the operation\'s hash (documentId or extensions.persistedQuery)', extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } } },
            },
          },
        }
      : {}),
    plugins: () => [...queryLimitPlugins({ introspection: options.introspection }), operations],
  });
}

/**
 * Hive's logger writing into the gateway's pino logger. A failed subgraph request's error carries
 * the request it sent (`extensions.request`, with the variables: a password, a reset token), which
 * never reaches a log.
 */
function hiveLogger(logger: Logger): HiveLogger {
  const level = ({ fatal: 'error', silent: false } as Record<string, LogLevel | false>)[logger.level] ?? (logger.level as LogLevel);
  return new HiveLogger({
    level,
    writers: [
      {
        write(logLevel, attrs, msg) {
          logger[logLevel]({ engine: 'hive', ...withoutSubgraphRequests(attrs && !Array.isArray(attrs) ? attrs : { attrs }) }, msg ?? '');
        },
      },
    ],
  });
}

function withoutSubgraphRequests(value: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const copy: Record<string, unknown> = value instanceof Error ? { type: value.name, message: value.message, stack: value.stack } : {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'request' && depth > 0) continue;
    copy[key] = child && typeof child === 'object' && !Array.isArray(child) && depth < 4 ? withoutSubgraphRequests(child as Record<string, unknown>, depth + 1) : child;
  }
  return copy;
}
