import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import { Kind, subscribe, type DocumentNode, type ExecutionResult, type FormattedExecutionResult } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { refusedArguments } from '../argument-guard.ts';
import { RequestLoaders } from '../db/loaders.ts';
import { createErrorFormatter } from '../errors.ts';
import type { RequestContext } from '../server.ts';
import { VIEWER_HEADER, verifyViewerToken, type Viewer } from '../viewer.ts';

export interface SubscriptionServerOptions {
  readonly typeDefs: DocumentNode;
  readonly resolvers: Readonly<Record<string, unknown>>;
  readonly orm: MikroORM;
  readonly internalSecret: string;
  readonly logger: Logger;
}

/** A subscription's context: one per operation, with a fresh EntityManager and loaders for each event. */
interface LiveContext extends RequestContext {
  refresh(): void;
}

function liveContext(orm: MikroORM, viewer: Viewer, logger: Logger): LiveContext {
  const requestId = randomUUID();
  let em = orm.em.fork();
  let loaders = new RequestLoaders();
  return {
    viewer,
    logger: logger.child({ requestId }),
    requestId,
    responseHeaders: new Map(),
    get em() {
      return em;
    },
    get loaders() {
      return loaders;
    },
    // What one event loaded must not answer the next (an edited message, a new reaction).
    refresh() {
      em = orm.em.fork();
      loaders = new RequestLoaders();
    },
  };
}

const hasSubscriptions = (typeDefs: DocumentNode): boolean =>
  typeDefs.definitions.some(
    (d) => (d.kind === Kind.OBJECT_TYPE_DEFINITION || d.kind === Kind.OBJECT_TYPE_EXTENSION) && d.name.value === 'Subscription',
  );

/**
 * graphql-ws (graphql-transport-ws) on a subgraph's `/graphql`, for a schema with subscriptions; null
 * otherwise. Like its HTTP requests, a socket must come from the gateway: its connection params carry
 * the signed viewer, checked at connection_init (4403 otherwise). Errors are formatted as over HTTP.
 */
export function serveSubscriptions(httpServer: Server, options: SubscriptionServerOptions): { close(): Promise<void> } | null {
  if (!hasSubscriptions(options.typeDefs)) return null;
  const schema = buildSubgraphSchema([{ typeDefs: options.typeDefs, resolvers: options.resolvers as GraphQLResolverMap<RequestContext> }]);
  const format = createErrorFormatter(options.logger);
  const formatted = (result: ExecutionResult): FormattedExecutionResult => ({
    ...(result.data !== undefined ? { data: result.data } : {}),
    ...(result.errors ? { errors: result.errors.map((error) => format(error.toJSON(), error)) } : {}),
  });
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const server = useServer<Record<string, unknown>, { viewer?: Viewer }>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = ctx.connectionParams?.[VIEWER_HEADER];
        const viewer = await verifyViewerToken(typeof token === 'string' ? token : undefined, options.internalSecret).catch(() => null);
        if (!viewer) return false;
        ctx.extra.viewer = viewer;
        return true;
      },
      context: (ctx) => liveContext(options.orm, ctx.extra.viewer!, options.logger),
      // The string arguments checked as over HTTP (see argument-guard.ts), before the resolvers subscribe.
      subscribe: (args) => {
        const refused = refusedArguments(args.schema, args.document, args.operationName, args.variableValues);
        return refused ? { errors: [refused] } : subscribe(args);
      },
      // What the checks at subscribe loaded must not answer the first event either.
      onOperation: (_ctx, _id, _payload, args) => {
        (args.contextValue as LiveContext).refresh();
      },
      onNext: (_ctx, _id, _payload, args, result) => {
        (args.contextValue as LiveContext).refresh();
        return formatted(result);
      },
    },
    wss,
  );
  return {
    close: async () => {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
