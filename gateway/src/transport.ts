import { buildHTTPExecutor } from '@graphql-tools/executor-http';
import { type ExecutionRequest, type ExecutionResult, type Executor } from '@graphql-tools/utils';
import type { Transport } from '@graphql-mesh/transport-common';
import { OperationTypeNode, print, type DocumentNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { SESSION_HANDOFF_HEADER, VIEWER_HEADER, VIEWER_INDEPENDENT_HEADER, decodeSessionHandoff } from '@koinonia/kit';
import { viewerKey, type GatewayContext } from './context.ts';
import type { GatewayStats } from './runtime.ts';
import { fanOut, type FanOut } from './fan-out.ts';
import { postToSubgraph } from './subgraph-http.ts';

const printed = new WeakMap<DocumentNode, string>();
const printCached = (document: DocumentNode): string => {
  let text = printed.get(document);
  if (text === undefined) printed.set(document, (text = print(document)));
  return text;
};

const contextOf = (value: unknown): GatewayContext | undefined =>
  value && typeof value === 'object' && 'viewer' in value ? (value as GatewayContext) : undefined;

/** On the context of a request whose answer may serve other viewers: where its subgraph's word on that goes. */
const answerNote = Symbol('answer note');
interface AnswerNote {
  viewerIndependent: boolean;
}
const noteOf = (context: unknown): AnswerNote | undefined => (context as { [answerNote]?: AnswerNote } | undefined)?.[answerNote];

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
          const note = noteOf(context);
          if (note) note.viewerIndependent = response.ok && response.headers.get(VIEWER_INDEPENDENT_HEADER) === '1';
          if (subgraphName === 'identity' && ctx) {
            const handoff = decodeSessionHandoff(response.headers.get(SESSION_HANDOFF_HEADER));
            if (handoff) ctx.onSessionHandoff(handoff);
          }
          // The executor reads status, headers and text, which SubgraphResponse has.
          return response as unknown as Response;
        },
      });
      const subscriptions = subscriptionExecutor(url.replace(/^http/, 'ws'));
      const queries = sharedInFlight(http);
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

type Answer = ExecutionResult<Record<string, unknown>>;

/** How long a document whose answer depended on the viewer skips waiting for another viewer's answer. */
const DEPENDENT_FOR_MS = 30_000;
const MAX_DEPENDENT_DOCUMENTS = 1_000;

/**
 * A subscription event resolves its entities (a message's sender, from identity) once per socket
 * that hears it. For WebSocket operations (which never start or end a session), identical queries
 * in flight at once share one subgraph request:
 * - one viewer's share it always, as that viewer would get the same answer;
 * - another viewer's wait for the first request and take its answer only when the subgraph marked
 *   it viewer-independent (`x-koinonia-viewer-independent`: nothing read the viewer, see kit's
 *   server.ts); otherwise each of those viewers makes its own request. A document whose answer
 *   just depended on the viewer does not wait at all for a while: its requests go out at once.
 * Each socket gets its own copy of the answer: the runtime merges it into that socket's result.
 */
function sharedInFlight(http: Executor): Executor {
  /** By viewer and request: that viewer's request in flight. */
  const ofViewer = new Map<string, Promise<Answer>>();
  /** By request: the first viewer's request in flight, and whether its answer is for anyone. */
  const ofAnyone = new Map<string, Promise<{ answer: Answer; viewerIndependent: boolean }>>();
  /** Documents whose last answer depended on the viewer, until when. */
  const dependent = new Map<string, number>();

  const send = (request: ExecutionRequest, ctx: GatewayContext) => {
    const note: AnswerNote = { viewerIndependent: false };
    // The context the fetch sees (the executor hands it over), with the note on top of the operation's own.
    const context = Object.create(ctx, { [answerNote]: { value: note } }) as GatewayContext;
    return Promise.resolve(http({ ...request, context }) as Promise<Answer>).then((answer) => ({ answer, viewerIndependent: note.viewerIndependent }));
  };
  const shared = <T>(map: Map<string, Promise<T>>, key: string, start: () => Promise<T>): Promise<T> => {
    let inFlight = map.get(key);
    if (!inFlight) {
      inFlight = start().finally(() => map.delete(key));
      map.set(key, inFlight);
    }
    return inFlight;
  };

  const execute = (request: ExecutionRequest) => {
    const ctx = contextOf(request.context);
    if (request.operationType !== OperationTypeNode.QUERY || !ctx?.connectionId.startsWith('ws:')) return http(request);
    const document = printCached(request.document);
    const key = `${document}\n${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? null)}\n${JSON.stringify(request.extensions ?? null)}`;
    const own = () => send(request, ctx).then(({ answer, viewerIndependent }) => {
      if (!viewerIndependent) {
        if (dependent.size >= MAX_DEPENDENT_DOCUMENTS) dependent.clear();
        dependent.set(document, Date.now() + DEPENDENT_FOR_MS);
      }
      return { answer, viewerIndependent };
    });
    const answer = shared(ofViewer, `${viewerKey(ctx.viewer)}\n${key}`, () => {
      if ((dependent.get(document) ?? 0) > Date.now()) return own().then(({ answer: a }) => a);
      const first = ofAnyone.get(key);
      if (!first) return shared(ofAnyone, key, own).then(({ answer: a }) => a);
      // Another viewer's request: its answer only if it is for anyone (a failed one is not).
      return first.then(
        ({ answer: a, viewerIndependent }) => (viewerIndependent ? a : own().then(({ answer: b }) => b)),
        () => own().then(({ answer: b }) => b),
      );
    });
    return answer.then((result) => (result.data ? { ...result, data: structuredClone(result.data) } : result));
  };
  // Typed as any executor (whatever the caller's result type): the answer is the subgraph's own.
  return execute as Executor;
}

/**
 * Subscriptions to one subgraph over graphql-ws, shared by viewer: one upstream socket per viewer,
 * and one upstream subscription per viewer and operation (document and variables), whatever number
 * of that viewer's client sockets subscribed to it, each getting its own copy of every event. The
 * subgraph would answer each of them the same (same viewer, same operation), so a message in a room
 * that one person has open in ten tabs costs the subgraph and this process one event, not ten. An
 * upstream subscription ends with its last subscriber (or the subgraph ends it for all: a member
 * who leaves a chat), and a socket with its viewer's last subscription. The viewer's token goes in
 * the connection params, signed afresh for every (re)connection: graphql-ws reconnects and
 * resubscribes after a subgraph restarts, long after the first token expired.
 */
function subscriptionExecutor(wsUrl: string): Executor & AsyncDisposable {
  const sockets = new Map<string, { client: Client; subscriptions: number }>();
  const upstreams = new Map<string, FanOut<ExecutionResult>>();

  const socketFor = (viewer: string, ctx: GatewayContext) => {
    let socket = sockets.get(viewer);
    if (!socket) {
      const client = createClient({
        url: wsUrl,
        lazy: true,
        lazyCloseTimeout: 0,
        connectionParams: async () => ({ [VIEWER_HEADER]: await ctx.viewerToken() }),
        webSocketImpl: WebSocket,
      });
      socket = { client, subscriptions: 0 };
      sockets.set(viewer, socket);
    }
    return socket;
  };

  const open = (key: string, viewer: string, ctx: GatewayContext, request: ExecutionRequest): FanOut<ExecutionResult> => {
    const socket = socketFor(viewer, ctx);
    socket.subscriptions += 1;
    let closed = false;
    let unsubscribe = () => {};
    const close = () => {
      if (closed) return false;
      closed = true;
      if (upstreams.get(key) === upstream) upstreams.delete(key);
      socket.subscriptions -= 1;
      // The lazy client closes its socket after its last subscription; then it is forgotten.
      if (socket.subscriptions === 0 && sockets.get(viewer) === socket) sockets.delete(viewer);
      return true;
    };
    // The runtime resolves each subscriber's event into its own result: each gets its own copy.
    const upstream = fanOut<ExecutionResult>({
      copy: structuredClone,
      onEmpty: () => {
        if (close()) unsubscribe();
      },
    });
    upstreams.set(key, upstream);
    unsubscribe = socket.client.subscribe(
      {
        query: printCached(request.document),
        variables: request.variables as Record<string, unknown> | undefined,
        ...(request.operationName ? { operationName: request.operationName } : {}),
      },
      {
        next: (event) => upstream.push(event as ExecutionResult),
        error: (error) => {
          if (close()) upstream.end(error);
        },
        complete: () => {
          if (close()) upstream.end();
        },
      },
    );
    return upstream;
  };

  const execute = (request: ExecutionRequest): AsyncIterable<ExecutionResult> => {
    const ctx = contextOf(request.context);
    if (!ctx) throw new Error('a subscription needs the context of its client connection');
    const viewer = viewerKey(ctx.viewer);
    const key = `${viewer}\n${printCached(request.document)}\n${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? null)}`;
    return (upstreams.get(key) ?? open(key, viewer, ctx, request)).join();
  };

  return Object.assign(execute, {
    [Symbol.asyncDispose]: async () => {
      for (const { client } of sockets.values()) void client.dispose();
      sockets.clear();
    },
  });
}
