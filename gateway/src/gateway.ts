import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import {
  INTERNAL_AUTH_HEADER,
  SESSION_HANDOFF_HEADER,
  VIEWER_HEADER,
  decodeSessionHandoff,
  executeGraphQLHttp,
  sendGraphQLError,
  sendJson,
  signViewerToken,
  type Logger,
  type Viewer,
} from '@koinonia/kit';
import type { GatewayConfig } from './config.ts';
import { hasSessionCookie, sessionCookie, viewerFromCookie } from './sessions.ts';

interface GatewayContext {
  readonly viewer: Viewer;
  readonly viewerToken: string;
  readonly requestId: string;
  /** Set-Cookie headers to send back (from identity's session hand-off). */
  readonly setCookies: string[];
}

export interface RunningGateway {
  readonly url: string;
  close(): Promise<void>;
}

const originOf = (url: string): string => new URL(url).origin;

/**
 * The public API: `/graphql` over the supergraph, the session cookie, CORS for the web origins and
 * the dev mailbox feed. Subgraphs only trust what it signs.
 */
export async function startGateway(options: {
  config: GatewayConfig;
  supergraphSdl: string;
  logger: Logger;
  host?: string;
}): Promise<RunningGateway> {
  const { config, logger } = options;
  const identityOrigin = originOf(config.subgraphUrls['identity']!);
  const notifyOrigin = originOf(config.subgraphUrls['notify']!);

  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    logger,
    buildService: ({ name, url }) =>
      new RemoteGraphQLDataSource<GatewayContext>({
        url: config.subgraphUrls[name] ?? url,
        willSendRequest(options) {
          // Only an incoming operation has a viewer; a health check or schema load carries none.
          if (!('incomingRequestContext' in options)) return;
          const { request, context } = options;
          request.http?.headers.set(VIEWER_HEADER, context.viewerToken);
          request.http?.headers.set('x-request-id', context.requestId);
        },
        didReceiveResponse({ response, context }) {
          // Only identity may start or end sessions.
          if (name === 'identity') {
            const handoff = decodeSessionHandoff(response.http?.headers.get(SESSION_HANDOFF_HEADER));
            if (handoff) context.setCookies.push(sessionCookie(handoff, config.cookieSecure));
          }
          return response;
        },
      }),
  });

  const httpServer = createServer();
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    introspection: true,
    // The process owner (launcher or main.ts) stops servers in order; Apollo must not act on signals itself.
    stopOnTerminationSignals: false,
    plugins: [ApolloServerPluginDrainHttpServer({ httpServer })],
  });
  await apollo.start();

  httpServer.on('request', (req, res) => {
    void route(req, res).catch((error: unknown) => {
      logger.error({ err: error, url: req.url }, 'gateway request failed');
      if (!res.headersSent) sendGraphQLError(res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
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
        return proxyMailbox(url, res);
      case '/graphql':
        return graphql(req, res);
      default:
        return sendJson(res, 404, { error: 'not found' });
    }
  }

  async function graphql(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cookieHeader = req.headers.cookie;
    let viewer: Viewer;
    try {
      viewer = await viewerFromCookie(cookieHeader, identityOrigin, config.internalSecret);
    } catch (error) {
      logger.error({ err: error }, 'could not resolve the session');
      return sendGraphQLError(res, 503, 'SERVICE_UNAVAILABLE', 'Sign-in is unavailable right now; please try again');
    }
    const context: GatewayContext = {
      viewer,
      viewerToken: await signViewerToken(viewer, config.internalSecret),
      requestId: randomUUID(),
      setCookies: [],
    };
    // A cookie identity no longer knows (revoked, expired) is cleared, so the browser stops sending it.
    if (!viewer.userId && hasSessionCookie(cookieHeader)) {
      context.setCookies.push(sessionCookie({ kind: 'clear' }, config.cookieSecure));
    }
    await executeGraphQLHttp(apollo, req, res, async () => context, () => context.setCookies.map((c) => ['set-cookie', c]));
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
  logger.info({ port }, 'gateway listening');
  return {
    url: `http://${publicHost}:${port}/graphql`,
    close: async () => {
      await apollo.stop();
      if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

/**
 * CORS with credentials for the configured web origins only. Returns false (and answers 403) for a
 * preflight from any other origin; simple requests from elsewhere get no CORS headers, so the
 * browser keeps their responses from the page (and CSRF prevention refuses their mutations).
 */
function applyCors(req: IncomingMessage, res: ServerResponse, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (!allowed.includes(origin)) {
    if (req.method === 'OPTIONS') {
      res.writeHead(403).end();
      return false;
    }
    return true;
  }
  res.setHeader('access-control-allow-origin', origin);
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('vary', 'Origin');
  if (req.method === 'OPTIONS') {
    res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
    res.setHeader(
      'access-control-allow-headers',
      req.headers['access-control-request-headers'] ?? 'content-type, apollo-require-preflight',
    );
    res.setHeader('access-control-max-age', '600');
  }
  return true;
}
