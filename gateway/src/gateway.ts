import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  INTERNAL_AUTH_HEADER,
  createRateLimitStore,
  sendJson,
  type Logger,
  type Viewer,
} from '@koinonia/kit';
import type { GatewayConfig } from './config.ts';
import { ViewerTokens, type GatewayContext } from './context.ts';
import { applyCors, clientAddress, isLocalRequest, needsPreflight, readLimitedBody, sendRefusal, writeResponse, MAX_BODY_BYTES } from './http.ts';
import { choosePlanner } from './planner.ts';
import { RequestLimits } from './rate-limit.ts';
import { runGraphQLOverHttp } from './graphql-http.ts';
import { createRuntime, type GatewayStats, type QueryPlanner } from './runtime.ts';
import { SessionResolver, sessionCookie, sessionKeyOf, sessionTokenOf } from './sessions.ts';
import { startSubscriptionServer } from './subscriptions.ts';
import { TrustedDocuments } from './trusted-documents.ts';

export interface RunningGateway {
  readonly url: string;
  /** The query planner in use (Rust where its binary loads, unless configured otherwise). */
  readonly planner: QueryPlanner;
  readonly stats: Readonly<GatewayStats>;
  close(): Promise<void>;
}

const GRAPHQL_PATH = '/graphql';

/**
 * The public API: `/graphql` over HTTP and WebSocket, served by Hive Gateway's runtime over the
 * supergraph; the session cookie, rate limits, CORS and CSRF prevention, and (development mode,
 * to this machine only) the dev mailbox feed. Subgraphs only trust what it signs.
 */
export async function startGateway(options: {
  config: GatewayConfig;
  supergraphSdl: string;
  logger: Logger;
  host?: string;
  /** graphql-ws's initialisation timeout (4408); tests shorten it. */
  connectionInitTimeoutMs?: number;
}): Promise<RunningGateway> {
  const { config, logger } = options;
  const identityOrigin = new URL(config.subgraphUrls['identity']!).origin;
  const notifyOrigin = new URL(config.subgraphUrls['notify']!).origin;
  const sessions = new SessionResolver({ identityOrigin, internalSecret: config.internalSecret, ttlMs: config.sessionCacheSeconds * 1000 });
  const tokens = new ViewerTokens(config.internalSecret);
  const rateLimitStore = createRateLimitStore(config.redisUrl);
  const limits = new RequestLimits(rateLimitStore, config.rateLimits);
  // Always loaded: the web app names its operations by hash (see runtime.ts); only `TRUSTED_DOCUMENTS` refuses others.
  const trustedDocuments = TrustedDocuments.load(config.trustedDocumentsManifest);
  const planner = await choosePlanner(config.queryPlanner, options.supergraphSdl, logger);
  const stats: GatewayStats = { operationsExecuted: 0, subgraphRequests: {} };
  const runtime = createRuntime({
    supergraphSdl: options.supergraphSdl,
    subgraphUrls: config.subgraphUrls,
    planner,
    introspection: config.introspection,
    trustedDocuments,
    trustedOnly: config.trustedDocuments,
    logger,
    stats,
  });
  // Plan nothing yet, but fail start-up (not the first request) on a supergraph the runtime cannot load.
  await runtime.getSchema();

  const httpServer = createServer();
  const subscriptions = startSubscriptionServer({
    httpServer,
    path: GRAPHQL_PATH,
    runtime,
    sessions,
    tokens,
    limits,
    webOrigins: config.webOrigins,
    trustedProxies: config.trustedProxies,
    logger,
    connectionInitTimeoutMs: options.connectionInitTimeoutMs ?? 3_000,
    revalidateEveryMs: config.socketRevalidateSeconds * 1000,
  });

  httpServer.on('request', (req, res) => {
    void route(req, res).catch((error: unknown) => {
      logger.error({ err: error, url: req.url }, 'gateway request failed');
      if (!res.headersSent) sendRefusal(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
      else res.end();
    });
  });

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!applyCors(req, res, config.webOrigins)) return;
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    switch (url.pathname) {
      case '/health':
        return sendJson(res, 200, { status: 'ok', service: 'gateway' });
      case '/ready':
        return sendJson(res, 200, { status: 'ready', service: 'gateway' });
      case '/dev/mailbox.json':
        // Development mode only, and only to this machine: the mailbox holds every e-mail sent,
        // password-reset links included. Anything else is told what any unknown path is.
        if (!config.devMode || !isLocalRequest(req)) return sendJson(res, 404, { error: 'not found' });
        return proxyMailbox(url, res);
      case GRAPHQL_PATH:
        return graphql(req, res, url);
      default:
        return sendJson(res, 404, { error: 'not found' });
    }
  }

  async function graphql(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // Cheapest refusals first: nothing below is parsed, planned or sent to a subgraph for them.
    const token = sessionTokenOf(req.headers.cookie);
    const address = clientAddress(req, config.trustedProxies);
    const limited = await limits.consume(address, token ? sessionKeyOf(token) : undefined);
    if (limited) {
      return sendRefusal(res, 429, 'RATE_LIMITED', limited.message, {
        headers: { 'retry-after': String(limited.retryAfterSeconds) },
        extensions: { retryAfterSeconds: limited.retryAfterSeconds },
      });
    }
    // GraphiQL (a page a browser navigates to) is the runtime's own, served only while introspection is on.
    if (config.introspection && req.method === 'GET' && req.headers.accept?.includes('text/html')) {
      const page = await runtime.fetch(new runtime.fetchAPI.Request(url, { headers: fetchHeaders(req, runtime.fetchAPI.Headers) }));
      return writeResponse(res, page, []);
    }
    if (needsPreflight(req)) {
      return sendRefusal(res, 400, 'BAD_REQUEST', 'This operation has been blocked as a potential Cross-Site Request Forgery (CSRF). Send it as JSON (content-type: application/json) or with an apollo-require-preflight header.');
    }
    let body: Buffer | null = null;
    if (req.method === 'POST') {
      body = await readLimitedBody(req);
      if (!body) return sendRefusal(res, 413, 'BAD_REQUEST', `Request body over ${MAX_BODY_BYTES} bytes`, { headers: { connection: 'close' } });
    }

    let viewer: Viewer;
    try {
      viewer = await sessions.resolve(token);
    } catch (error) {
      logger.error({ err: error }, 'could not resolve the session');
      return sendRefusal(res, 503, 'SERVICE_UNAVAILABLE', 'Sign-in is unavailable right now; please try again');
    }
    const setCookies: [string, string][] = [];
    let sessionChanged = false;
    // A cookie identity no longer knows (revoked, expired) is cleared, so the browser stops sending it.
    if (token && !viewer.userId) setCookies.push(['set-cookie', sessionCookie({ kind: 'clear' }, config.cookieSecure)]);
    const requestId = randomUUID();
    const context: GatewayContext = {
      viewer,
      // Subgraphs count some limits per source (identity's sign-in), so the token names the client's address.
      viewerToken: () => tokens.tokenFor({ ...viewer, clientAddress: address }),
      requestId,
      connectionId: `http:${requestId}`,
      onSessionHandoff: (handoff) => {
        sessionChanged = true;
        setCookies.push(['set-cookie', sessionCookie(handoff, config.cookieSecure)]);
      },
    };
    const method = req.method ?? 'GET';
    const headers = fetchHeaders(req, runtime.fetchAPI.Headers);
    const answer = await runGraphQLOverHttp(runtime, { method, url, headers, body }, context);
    if (sessionChanged) {
      // The session the request came with is over (log-out, log-in, password change), at once.
      if (token) sessions.forget(token);
      if (viewer.sessionId) subscriptions.closeSession(viewer.sessionId);
    }
    for (const [key, value] of setCookies) res.appendHeader(key, value);
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
    if (sessionChanged && viewer.userId) {
      // A password change ended the user's other sessions too: their sockets ask identity again.
      const userId = viewer.userId;
      void sessions
        .forgetUser(userId)
        .then(() => subscriptions.revalidateUser(userId))
        .catch((error: unknown) => logger.error({ err: error }, 'revalidating sockets after a session change failed'));
    }
  }

  async function proxyMailbox(url: URL, res: ServerResponse): Promise<void> {
    const upstream = await fetch(`${notifyOrigin}/internal/dev/mailbox${url.search}`, {
      headers: { [INTERNAL_AUTH_HEADER]: config.internalSecret },
      signal: AbortSignal.timeout(5_000),
    });
    if (upstream.status === 404) return sendJson(res, 404, { error: 'the dev mailbox is not active' });
    if (!upstream.ok) return sendJson(res, 502, { error: 'the mailbox is unavailable' });
    return sendJson(res, 200, await upstream.json(), { 'cache-control': 'no-store' });
  }

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const publicHost = options.host === '0.0.0.0' || !options.host ? 'localhost' : options.host;
  logger.info({ port, planner, trustedDocuments: config.trustedDocuments ? trustedDocuments.size : 'known, not required', introspection: config.introspection }, 'gateway listening');
  return {
    url: `http://${publicHost}:${port}${GRAPHQL_PATH}`,
    planner,
    stats,
    close: async () => {
      await subscriptions.close();
      httpServer.closeIdleConnections();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await runtime.dispose();
      await rateLimitStore.close();
    },
  };
}

/** The request's headers for the runtime, without the cookie (the gateway alone reads the session). */
function fetchHeaders(req: IncomingMessage, HeadersClass: typeof Headers): Headers {
  const headers = new HeadersClass();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined && key !== 'cookie') headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
