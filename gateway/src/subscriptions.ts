import type { IncomingMessage, Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';
import { getGraphQLWSOptions, type GatewayRuntime } from '@graphql-hive/gateway-runtime';
import { GraphQLError, type ExecutionArgs, type ExecutionResult } from 'graphql';
import { CloseCode, type Context, type ServerOptions } from 'graphql-ws';
import { useServer, type Extra } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Logger, Viewer } from '@koinonia/kit';
import { viewerKey, type GatewayContext, type ViewerTokens } from './context.ts';
import { maskError } from './errors.ts';
import { fanOut, type FanOut } from './fan-out.ts';
import { MAX_BODY_BYTES, clientAddress } from './http.ts';
import type { RequestLimits } from './rate-limit.ts';
import { sessionKeyOf, sessionTokenOf, type SessionResolver } from './sessions.ts';

/** At most this many operations at a time on one socket. */
const MAX_SUBSCRIPTIONS_PER_SOCKET = 100;

export interface SubscriptionServerOptions {
  readonly httpServer: Server;
  readonly path: string;
  readonly runtime: GatewayRuntime<GatewayContext>;
  readonly sessions: SessionResolver;
  readonly tokens: ViewerTokens;
  readonly limits: RequestLimits;
  readonly webOrigins: readonly string[];
  readonly trustedProxies: ReadonlySet<string>;
  readonly logger: Logger;
  /** graphql-ws closes a socket that sends no connection_init within this time (4408). */
  readonly connectionInitTimeoutMs: number;
  /** How often open sockets check that their session still lives (the bound on a revoked session's sockets). */
  readonly revalidateEveryMs: number;
}

interface Connection {
  readonly id: string;
  readonly viewer: Viewer;
  readonly token: string;
  readonly address: string;
  close(code: number, reason: string): void;
}

type ConnectionExtra = Extra & { connection?: Connection };

export interface SubscriptionServer {
  /** Closes every socket of a session that ended (log-out, log-in over it). */
  closeSession(sessionId: string): void;
  /** Checks every socket of a user with identity again (a password change ends all their sessions). */
  revalidateUser(userId: string): Promise<void>;
  close(): Promise<void>;
}

const SESSION_ENDED = 'Session ended';

/**
 * `/graphql` over WebSocket with graphql-transport-ws only (graphql-ws answers other subprotocols
 * with 4406, and too early or repeated initialisation with 4401, 4408, 4429; malformed messages
 * with 4400). The socket is authenticated from its session cookie at connection_init: no live
 * session is 4401, another site's page is 4403. Every subscription then runs through the same Hive
 * runtime as HTTP requests, as the socket's viewer, and the socket closes when its session ends.
 */
export function startSubscriptionServer(options: SubscriptionServerOptions): SubscriptionServer {
  const { runtime, sessions, logger } = options;
  const connections = new Map<string, Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    void (async () => {
      if (new URL(req.url ?? '/', 'http://localhost').pathname !== options.path) return refuseUpgrade(socket, 404, 'Not Found');
      const limited = await options.limits.consume(clientAddress(req, options.trustedProxies), undefined);
      if (limited) return refuseUpgrade(socket, 429, 'Too Many Requests', { 'retry-after': String(limited.retryAfterSeconds) });
      wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
    })().catch((error: unknown) => {
      logger.error({ err: error }, 'WebSocket upgrade failed');
      refuseUpgrade(socket, 500, 'Internal Server Error');
    });
  };
  options.httpServer.on('upgrade', onUpgrade);

  const hive = getGraphQLWSOptions<GatewayContext, ConnectionExtra>(runtime, (ctx) => {
    const connection = ctx.extra.connection!;
    const context: GatewayContext = {
      viewer: connection.viewer,
      viewerToken: () => options.tokens.tokenFor({ ...connection.viewer, clientAddress: connection.address }),
      requestId: randomUUID(),
      connectionId: `ws:${connection.id}`,
      // A session started or ended over a socket has no cookie to set; the socket's checks find it.
      onSessionHandoff: () => {},
    };
    // The spec's clients send empty connection params; none of them may stand in for headers.
    return { ...context, request: fetchRequestOf(runtime, ctx.extra.request), connectionParams: undefined };
  });

  // Refusals before parsing (an untrusted document) throw; over a socket they are that operation's error, not a 4500.
  const refusedAsErrors =
    (run: NonNullable<typeof hive.execute>): NonNullable<typeof hive.execute> =>
    async (args) => {
      try {
        return await run(args);
      } catch (error) {
        return { errors: [maskError(error) as GraphQLError] };
      }
    };

  const server = useServer<Record<string, unknown>, { connection?: Connection }>(
    {
      ...hive,
      execute: refusedAsErrors(hive.execute!),
      subscribe: refusedAsErrors(sharedByViewer(hive.subscribe!)),
      isProd: true,
      connectionInitWaitTimeout: options.connectionInitTimeoutMs,
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        const origin = request.headers.origin;
        if (origin && !options.webOrigins.includes(origin)) return false;
        const token = sessionTokenOf(request.headers.cookie);
        let viewer: Viewer;
        try {
          viewer = await sessions.resolve(token);
        } catch (error) {
          logger.error({ err: error }, 'could not resolve the session of a WebSocket');
          socket.close(1013, 'Try again later');
          return false;
        }
        if (!token || !viewer.userId) {
          socket.close(CloseCode.Unauthorized, 'Unauthorized');
          return false;
        }
        const connection: Connection = {
          id: randomUUID(),
          viewer,
          token,
          address: clientAddress(request, options.trustedProxies),
          close: (code, reason) => socket.close(code, reason),
        };
        ctx.extra.connection = connection;
        connections.set(connection.id, connection);
        return true;
      },
      onSubscribe: async (ctx: Context<Record<string, unknown>, ConnectionExtra>, id, payload) => {
        const connection = ctx.extra.connection!;
        if (Object.keys(ctx.subscriptions).length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [new GraphQLError(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations at a time on one socket`, { extensions: { code: 'BAD_REQUEST' } })];
        }
        const limited = await options.limits.consume(connection.address, sessionKeyOf(connection.token));
        if (limited) {
          return [new GraphQLError(limited.message, { extensions: { code: 'RATE_LIMITED', retryAfterSeconds: limited.retryAfterSeconds } })];
        }
        return hive.onSubscribe!(ctx, id, payload);
      },
      onClose: (ctx) => {
        const connection = ctx.extra.connection;
        if (connection) connections.delete(connection.id);
      },
    },
    wss,
  );

  const revalidate = async (targets: Iterable<Connection>): Promise<void> => {
    for (const connection of [...targets]) {
      const viewer = await sessions.resolve(connection.token).catch(() => null);
      // An unreachable identity is not a revocation: the socket stays until the next check.
      if (viewer && viewer.sessionId !== connection.viewer.sessionId) connection.close(CloseCode.Unauthorized, SESSION_ENDED);
    }
  };
  const timer = setInterval(() => {
    revalidate(connections.values()).catch((error: unknown) => logger.error({ err: error }, 'revalidating sockets failed'));
  }, options.revalidateEveryMs);
  timer.unref();

  return {
    closeSession(sessionId) {
      for (const connection of connections.values()) {
        if (connection.viewer.sessionId === sessionId) connection.close(CloseCode.Unauthorized, SESSION_ENDED);
      }
    },
    revalidateUser: (userId) => revalidate([...connections.values()].filter((c) => c.viewer.userId === userId)),
    close: async () => {
      clearInterval(timer);
      options.httpServer.off('upgrade', onUpgrade);
      await server.dispose();
    },
  };
}

type Subscribe = NonNullable<ServerOptions['subscribe']>;

const isAsyncIterable = (value: unknown): value is AsyncIterable<ExecutionResult> =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

/**
 * Identical subscriptions of one viewer (the same operation, variables and extensions as sent, from
 * the same session: a room open in ten tabs, or ten sockets of one bench member) run once, through
 * the runtime's whole pipeline (validation, limits, trusted documents, the plan and every event's
 * entities), and each socket hears each event; what runs for the first would run the same for the
 * others. It ends with its last socket, or for all of them (an error, a member who left the chat).
 * graphql-ws only serializes each event, so the sockets share one result object.
 */
export function sharedByViewer(subscribe: Subscribe): Subscribe {
  type Result = Awaited<ReturnType<Subscribe>>;
  /** A running stream, with the events of the socket that started it (joined before any could arrive). */
  type Started = Promise<{ stream: FanOut<ExecutionResult>; first: AsyncIterableIterator<ExecutionResult> } | { result: Result }>;
  const running = new Map<string, Started>();
  const start = (key: string, args: ExecutionArgs): Started => {
    const forget = () => {
      if (running.get(key) === started) running.delete(key);
    };
    const started: Started = Promise.resolve(subscribe(args)).then(
      (result) => {
        if (!isAsyncIterable(result)) {
          forget();
          return { result };
        }
        const source = result[Symbol.asyncIterator]();
        const stream = fanOut<ExecutionResult>({
          copy: (event) => event,
          onEmpty: () => {
            forget();
            void source.return?.();
          },
        });
        // Joined before the source is read: an error it answers at once reaches this socket.
        const first = stream.join();
        void (async () => {
          try {
            for (let next = await source.next(); !next.done; next = await source.next()) stream.push(next.value);
            stream.end();
          } catch (error) {
            stream.end(error);
          } finally {
            forget();
          }
        })();
        return { stream, first };
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    running.set(key, started);
    return started;
  };
  const own = async (key: string, args: ExecutionArgs): Promise<Result> => {
    const started = await start(key, args);
    return 'result' in started ? started.result : started.first;
  };
  return async (args) => {
    const ctx = args.contextValue as GatewayContext & { params?: unknown };
    const key = `${viewerKey(ctx.viewer)}\n${JSON.stringify(ctx.params ?? null)}`;
    const existing = running.get(key);
    if (!existing) return own(key, args);
    const shared = await existing;
    if ('result' in shared) return shared.result;
    // A stream that ended, or that its last socket left while this one waited: this socket runs its
    // own (once: whatever that one does, this socket hears it).
    return shared.stream.over ? own(key, args) : shared.stream.join();
  };
}

function refuseUpgrade(socket: Duplex, status: number, text: string, headers: Record<string, string> = {}): void {
  const lines = [`HTTP/1.1 ${status} ${text}`, 'connection: close', 'content-length: 0', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  socket.end(`${lines.join('\r\n')}\r\n\r\n`);
}

/** The upgrade request as a Fetch API request, which Hive's plugins read headers from. */
function fetchRequestOf(runtime: GatewayRuntime<GatewayContext>, req: IncomingMessage): Request {
  const headers = new runtime.fetchAPI.Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined && key !== 'cookie') headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return new runtime.fetchAPI.Request(new URL(req.url ?? '/', 'http://localhost'), { headers });
}
