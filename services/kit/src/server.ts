import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { buildSubgraphSchema, type GraphQLResolverMap } from '@apollo/subgraph';
import { OperationTypeNode, type DocumentNode } from 'graphql';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import { argumentGuard } from './argument-guard.ts';
import { RequestLoaders } from './db/loaders.ts';
import { createErrorFormatter } from './errors.ts';
import { executeGraphQLHttp, sendGraphQLError, sendJson } from './http.ts';
import { InvalidViewerTokenError, VIEWER_HEADER, verifyViewerToken, type Viewer } from './viewer.ts';
import { serveSubscriptions } from './pubsub/subscription-server.ts';

/**
 * The response header with which a subgraph tells the gateway that its answer did not depend on who
 * asked: nothing read the request's viewer. The gateway may then give a copy to other viewers asking
 * the same at the same time (see gateway/src/transport.ts).
 */
export const VIEWER_INDEPENDENT_HEADER = 'x-koinonia-viewer-independent';

/** What every resolver receives: the verified viewer and this request's own EntityManager. */
export interface RequestContext {
  readonly viewer: Viewer;
  readonly em: EntityManager;
  readonly logger: Logger;
  readonly requestId: string;
  /** Response headers a resolver asks for (identity's session hand-off to the gateway). */
  readonly responseHeaders: Map<string, string>;
  /** This request's DataLoaders (see `defineLoader`). */
  readonly loaders: RequestLoaders;
}

/**
 * A subgraph's resolver map. Services type theirs with their generated `Resolvers` (see
 * `SubgraphResolvers`); here it is only handed to `buildSubgraphSchema`.
 */
export type Resolvers = Readonly<Record<string, unknown>>;

export type RouteHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface SubgraphOptions {
  readonly name: string;
  readonly typeDefs: DocumentNode;
  readonly resolvers: Resolvers;
  readonly orm: MikroORM;
  readonly internalSecret: string;
  readonly logger: Logger;
  /** Extra HTTP routes by exact path (e.g. internal endpoints), checked before /graphql. */
  readonly routes?: Readonly<Record<string, RouteHandler>>;
  /** Called after each mutation has run, e.g. to let the outbox relay publish right away. */
  readonly onMutation?: () => void;
}

export interface SubgraphServer {
  readonly name: string;
  readonly apollo: ApolloServer<RequestContext>;
  readonly url: string;
  /** Builds a context as the gateway-verified `viewer` would get; for tests and internal calls. */
  contextFor(viewer: Viewer): RequestContext;
  close(): Promise<void>;
}

/** Builds a subgraph's Apollo server (without HTTP), for `executeOperation` in tests. */
export function createSubgraphApollo(
  options: Pick<SubgraphOptions, 'typeDefs' | 'resolvers' | 'logger' | 'onMutation'>,
  httpServer?: Server,
): ApolloServer<RequestContext> {
  // No Apollo Studio here: inline traces would only add bytes to every subgraph response.
  // Every string argument is checked once here, before any resolver (see argument-guard.ts).
  const plugins: ApolloServerPlugin<RequestContext>[] = [ApolloServerPluginInlineTraceDisabled(), watchViewer, argumentGuard];
  if (httpServer) plugins.push(ApolloServerPluginDrainHttpServer({ httpServer }));
  const onMutation = options.onMutation;
  if (onMutation) {
    plugins.push({
      async requestDidStart() {
        return {
          async willSendResponse({ operation }) {
            if (operation?.operation === OperationTypeNode.MUTATION) onMutation();
          },
        };
      },
    });
  }
  return new ApolloServer<RequestContext>({
    schema: buildSubgraphSchema([{ typeDefs: options.typeDefs, resolvers: options.resolvers as GraphQLResolverMap<RequestContext> }]),
    formatError: createErrorFormatter(options.logger),
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    // The process owner (launcher or main.ts) stops servers in order; Apollo must not act on signals itself.
    stopOnTerminationSignals: false,
    plugins,
  });
}

const viewerWatch = Symbol('viewer watch');
interface ViewerWatch {
  readonly viewer: Viewer;
  /** The operation's context reads its viewer through an accessor that sets `read`. */
  watched: boolean;
  read: boolean;
}
type WatchedContext = RequestContext & { readonly [viewerWatch]?: ViewerWatch };

/** A request's context that can tell whether its operation learned the viewer (see `watchViewer`). */
function viewerWatchedContext(viewer: Viewer, rest: Omit<RequestContext, 'viewer'>): { context: RequestContext; viewerIndependent: () => boolean } {
  const watch: ViewerWatch = { viewer, watched: false, read: false };
  const context: WatchedContext = { ...rest, viewer, [viewerWatch]: watch };
  // Unknown (never watched) counts as dependent.
  return { context, viewerIndependent: () => watch.watched && !watch.read };
}

/**
 * Apollo copies the context for each operation (reading every property once, so an accessor set
 * earlier would always count as read); on that copy, the one resolvers receive, `viewer` becomes an
 * accessor that remembers being read. Every way a resolver learns who asks goes through it:
 * `ctx.viewer`, destructuring, the authorization helpers and use cases (given `ctx.viewer`), loaders
 * keyed by the viewer, a spread or a log of the context. Nothing else in the context says who asks.
 */
const watchViewer: ApolloServerPlugin<RequestContext> = {
  async requestDidStart({ contextValue }) {
    const watch = (contextValue as WatchedContext)[viewerWatch];
    if (!watch) return;
    Object.defineProperty(contextValue, 'viewer', {
      get: () => {
        watch.read = true;
        return watch.viewer;
      },
      enumerable: true,
      configurable: true,
    });
    watch.watched = true;
  },
};

/**
 * Serves a subgraph over HTTP: `/graphql` (only for requests carrying a valid viewer token from the
 * gateway), `/health` (the process is up) and `/ready` (the database answers).
 */
export async function startSubgraphServer(options: SubgraphOptions, port: number, host = '127.0.0.1'): Promise<SubgraphServer> {
  const logger = options.logger;
  const watchedContextFor = (viewer: Viewer, requestId: string = randomUUID()) =>
    viewerWatchedContext(viewer, {
      em: options.orm.em.fork(),
      logger: logger.child({ requestId }),
      requestId,
      responseHeaders: new Map(),
      loaders: new RequestLoaders(),
    });

  const httpServer = createServer();
  const apollo = createSubgraphApollo(options, httpServer);
  await apollo.start();
  // Subscriptions (chat's) over graphql-ws on the same /graphql, when the schema has any.
  const subscriptions = serveSubscriptions(httpServer, options);

  httpServer.on('request', (req, res) => {
    void route(req, res).catch((error: unknown) => {
      logger.error({ err: error, url: req.url }, 'request failed');
      if (!res.headersSent) sendGraphQLError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
      else res.end();
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/health') return sendJson(res, 200, { status: 'ok', service: options.name });
    if (path === '/ready') {
      const ready = await options.orm.isConnected().catch(() => false);
      return sendJson(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not ready', service: options.name });
    }
    const handler = options.routes?.[path];
    if (handler) return handler(req, res);
    if (path !== '/graphql') return sendJson(res, 404, { error: 'not found' });

    let viewer: Viewer;
    try {
      const header = req.headers[VIEWER_HEADER];
      viewer = await verifyViewerToken(Array.isArray(header) ? header[0] : header, options.internalSecret);
    } catch (error) {
      if (!(error instanceof InvalidViewerTokenError)) throw error;
      logger.warn({ reason: error.message }, 'refused a request without a valid viewer token');
      return sendGraphQLError(res, 401, 'UNAUTHENTICATED', 'Requests must come through the gateway');
    }
    const { context, viewerIndependent } = watchedContextFor(viewer, (req.headers['x-request-id'] as string | undefined) ?? randomUUID());
    await executeGraphQLHttp(apollo, req, res, async () => context, (finished) => {
      const headers = [...context.responseHeaders.entries()];
      // Only a finished answer (not incremental delivery, whose later parts are yet to run) that
      // neither read the viewer nor set a header of its own (identity's session hand-off) is for anyone.
      if (finished && viewerIndependent() && headers.length === 0) headers.push([VIEWER_INDEPENDENT_HEADER, '1']);
      return headers;
    });
  }

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, host, () => resolve());
  });
  const address = httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  logger.info({ port: actualPort }, `${options.name} subgraph listening`);

  return {
    name: options.name,
    apollo,
    url: `http://${host}:${actualPort}/graphql`,
    contextFor: (viewer) => watchedContextFor(viewer).context,
    close: async () => {
      await subscriptions?.close();
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
