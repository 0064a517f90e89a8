import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { mapAsyncIterator, type ExecutionRequest, type ExecutionResult, type Executor } from '@graphql-tools/utils';
import type { Transport } from '@graphql-mesh/transport-common';
import { OperationTypeNode, print, type DocumentNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { SESSION_HANDOFF_HEADER, VIEWER_HEADER, decodeSessionHandoff } from '@koinonia/kit';
import { viewerKey, type GatewayContext } from './context.ts';
import type { GatewayStats } from './runtime.ts';
import { postToSubgraph } from './subgraph-http.ts';

const printed = new WeakMap<DocumentNode, string>();
const printCached = (document: DocumentNode): string => {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
};

const contextOf = (value: unknown): GatewayContext | undefined =>
  value && typeof value === 'object' && 'viewer' in value ? (value as GatewayContext) : undefined;

/**
 * How the gateway reaches a subgraph: queries and mutations over HTTP, subscriptions over
 * graphql-ws on the same URL. Every request carries the signed viewer of the operation's context;
 * only identity's responses may start or end a session.
 */
export function koinoniaTransport(subgraphUrls: Readonly<Record<string, string>>, stats: GatewayStats): Transport {
  return {
    getSubgraphExecutor({ subgraphName, transportEntry }) {
      const url = subgraphUrls[subgraphName] ?? transportEntry.location;
      if (!url) throw new Error(`no URL for the ${subgraphName} subgraph`);
      const http = buildHTTPExecutor({
        endpoint: url,
        print: printCached,
        // Identical requests of two viewers must never share a response.
        deduplicateInflightRequests: false,
        fetch: async (input: string, init?: RequestInit, context?: unknown) => {
          const ctx = contextOf(context);
          const headers = { ...(init?.headers as Record<string, string> | undefined) };
          if (ctx) {
            headers[VIEWER_HEADER] = await ctx.viewerToken();
            headers['x-request-id'] = ctx.requestId;
          }
          stats.subgraphRequests[subgraphName] = (stats.subgraphRequests[subgraphName] ?? 0) + 1;
          const response = await postToSubgraph(input, headers, init?.body as string);
          if (subgraphName === 'identity' && ctx) {
            const handoff = decodeSessionHandoff(response.headers.get(SESSION_HANDOFF_HEADER));
            if (handoff) ctx.onSessionHandoff(handoff);
          }
          // The executor reads status, headers and text, which SubgraphResponse has.
          return response as unknown as Response;
        },
      });
      const subscriptions = subscriptionExecutor(url.replace(/^http/, 'ws'));
      const queries = sharedAmongSockets(http);
      const executor: Executor = (request) =>
        request.operationType === OperationTypeNode.SUBSCRIPTION ? subscriptions(request) : queries(request);
      return Object.assign(executor, {
        [Symbol.asyncDispose]: async () => {
          await http[Symbol.asyncDispose]();
          await subscriptions[Symbol.asyncDispose]();
        },
      });
    },
  };
}

/**
 * A subscription event resolves its entities (a message's sender, from identity) once per socket
 * that hears it. Identical queries in flight at once for one viewer's sockets share one subgraph
 * request, each socket getting its own copy of the answer. Only for WebSocket operations, which
 * never start or end a session; and never across viewers, whose answers may differ.
 */
function sharedAmongSockets(http: Executor): Executor {
  const inflight = new Map<string, Promise<ExecutionResult<Record<string, unknown>>>>();
  const execute = (request: ExecutionRequest) => {
    const ctx = contextOf(request.context);
    if (request.operationType !== OperationTypeNode.QUERY || !ctx?.connectionId.startsWith('ws:')) return http(request);
    const key = `${viewerKey(ctx.viewer)}\n${printCached(request.document)}\n${JSON.stringify(request.variables ?? null)}`;
    let shared = inflight.get(key);
    if (!shared) {
      shared = Promise.resolve(http(request) as Promise<ExecutionResult<Record<string, unknown>>>).finally(() => inflight.delete(key));
      inflight.set(key, shared);
    }
    // The gateway merges each answer into its own result: every socket needs its own copy.
    return shared.then((result) => (result.data ? { ...result, data: structuredClone(result.data) } : result));
  };
  // Typed as any executor (whatever the caller's result type): the answer is the subgraph's own.
  return execute as Executor;
}

/**
 * Subscriptions to one subgraph: one graphql-ws connection per client connection (so a client's
 * upstream socket ends with its own, or with its last subscription). The viewer's token goes in
 * the connection params, signed afresh for every (re)connection: graphql-ws reconnects and
 * resubscribes after a subgraph restarts, long after the first token expired.
 */
function subscriptionExecutor(wsUrl: string): Executor & AsyncDisposable {
  const connections = new Map<string, { client: Client; subscriptions: number }>();

  const connectionFor = (ctx: GatewayContext) => {
    let connection = connections.get(ctx.connectionId);
    if (!connection) {
      const client = createClient({
        url: wsUrl,
        lazy: true,
        lazyCloseTimeout: 0,
        connectionParams: async () => ({ [VIEWER_HEADER]: await ctx.viewerToken() }),
        webSocketImpl: WebSocket,
      });
      connection = { client, subscriptions: 0 };
      connections.set(ctx.connectionId, connection);
    }
    return connection;
  };

  const execute = (request: ExecutionRequest): AsyncIterable<ExecutionResult> => {
    const ctx = contextOf(request.context);
    if (!ctx) throw new Error('a subscription needs the context of its client connection');
    const connection = connectionFor(ctx);
    connection.subscriptions += 1;
    const events = connection.client.iterate({
      query: printCached(request.document),
      variables: request.variables as Record<string, unknown> | undefined,
      ...(request.operationName ? { operationName: request.operationName } : {}),
    }) as AsyncIterableIterator<ExecutionResult>;
    // The lazy client closes its socket after its last subscription; then it is forgotten.
    return mapAsyncIterator(events, (result) => result, undefined, () => {
      connection.subscriptions -= 1;
      if (connection.subscriptions === 0 && connections.get(ctx.connectionId) === connection) connections.delete(ctx.connectionId);
    });
  };

  return Object.assign(execute, {
    [Symbol.asyncDispose]: async () => {
      for (const { client } of connections.values()) void client.dispose();
      connections.clear();
    },
  });
}
