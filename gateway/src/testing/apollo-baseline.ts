import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { ApolloServer } from '@apollo/server';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { VIEWER_HEADER, executeGraphQLHttp, sendJson, type Logger, type Viewer } from '@koinonia/kit';
import type { GatewayConfig } from '../config.ts';
import { ViewerTokens } from '../context.ts';
import { SessionResolver, sessionTokenOf } from '../sessions.ts';

interface BaselineContext {
  readonly viewer: Viewer;
  readonly requestId: string;
}

/**
 * Stock `@apollo/gateway` in Apollo Server 5 over the same supergraph, for `npm run bench:gateway`
 * only: what the gateway was before Hive. It does the least our subgraphs need (the signed viewer
 * on every subgraph request, from the session cookie) with the gateway's own session resolver,
 * so a comparison measures the engines; `sessionCacheSeconds: 0` is the old round trip per request.
 */
export async function startApolloBaseline(options: {
  config: GatewayConfig;
  supergraphSdl: string;
  logger: Logger;
  sessionCacheSeconds: number;
}): Promise<{ url: string; close(): Promise<void> }> {
  const { config } = options;
  const sessions = new SessionResolver({
    identityOrigin: new URL(config.subgraphUrls['identity']!).origin,
    internalSecret: config.internalSecret,
    ttlMs: options.sessionCacheSeconds * 1000,
  });
  const tokens = new ViewerTokens(config.internalSecret);
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    logger: options.logger,
    buildService: ({ name, url }) =>
      new RemoteGraphQLDataSource<BaselineContext>({
        url: config.subgraphUrls[name] ?? url,
        async willSendRequest(request) {
          if (!('incomingRequestContext' in request)) return;
          request.request.http?.headers.set(VIEWER_HEADER, await tokens.tokenFor(request.context.viewer));
          request.request.http?.headers.set('x-request-id', request.context.requestId);
        },
      }),
  });
  const httpServer = createServer();
  const apollo = new ApolloServer<BaselineContext>({ gateway, csrfPrevention: true, stopOnTerminationSignals: false });
  await apollo.start();
  httpServer.on('request', (req, res) => {
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== '/graphql') return sendJson(res, 404, { error: 'not found' });
    void sessions
      .resolve(sessionTokenOf(req.headers.cookie))
      .then((viewer) => executeGraphQLHttp(apollo, req, res, async () => ({ viewer, requestId: randomUUID() })))
      .catch((error: unknown) => {
        // A load generator hanging up at the end of a run is not a failure.
        if (req.destroyed) return;
        options.logger.error({ err: error }, 'baseline request failed');
        if (!res.headersSent) sendJson(res, 500, { errors: [{ message: 'Internal server error' }] });
      });
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const address = httpServer.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`,
    close: async () => {
      await apollo.stop();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
