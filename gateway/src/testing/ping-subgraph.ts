import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { EventEmitter, on } from 'node:events';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { graphql, parse } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { SESSION_HANDOFF_HEADER, VIEWER_HEADER, encodeSessionHandoff, readBody, sendJson, verifyViewerToken, type Viewer } from '@koinonia/kit';
import type { SubgraphEntry } from '../subgraphs.ts';

/** The test subgraph's SDL, for composing it where it runs in another process. */
export const pingTypeDefs = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.9", import: ["@key"])

  "A person; identity resolves everything but the id."
  type User @key(fields: "id", resolvable: false) {
    id: ID!
  }

  type Ping {
    id: ID!
    sentAt: String!
    "Resolved by identity, on every event."
    author: User!
    "The viewer this subgraph verified for the subscription (from the gateway's signed token)."
    viewerId: ID
  }

  type Query {
    "The viewer this subgraph verified for the request."
    pingViewerId: ID
  }

  type Subscription {
    pinged: Ping!
  }
`);

interface PingContext {
  readonly viewer: Viewer;
}

interface PingEvent {
  readonly id: string;
  readonly sentAt: string;
  readonly authorId: string;
}

/**
 * The events as `{ pinged }` payloads. Not an async generator: a generator waiting for its next
 * event cannot be returned until one arrives, so an ended subscription would keep its listener.
 */
function pingsOf(events: EventEmitter): AsyncIterableIterator<{ pinged: PingEvent }> {
  const source = on(events, 'ping');
  const iterator: AsyncIterableIterator<{ pinged: PingEvent }> = {
    next: async () => {
      const result = await source.next();
      return result.done ? { done: true, value: undefined } : { done: false, value: { pinged: (result.value as [PingEvent])[0] } };
    },
    return: async () => {
      await source.return?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}

export interface PingSubgraph {
  /** For composition: name, SDL and where it listens. */
  readonly entry: SubgraphEntry;
  /** Subscriptions open right now. */
  readonly subscribers: number;
  /** Sends one event to every subscriber. */
  publish(authorId: string): PingEvent;
  close(): Promise<void>;
}

/**
 * A small subgraph whose subscription events carry a User that identity resolves: the way chat's
 * subscriptions will travel, before chat has them. It serves graphql-ws on its /graphql path and,
 * like every subgraph, accepts only connections and requests carrying the gateway's signed viewer.
 */
export async function startPingSubgraph(options: { internalSecret: string; port?: number }): Promise<PingSubgraph> {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const schema = buildSubgraphSchema([{
    typeDefs: pingTypeDefs,
    resolvers: {
      Query: { pingViewerId: (_: unknown, __: unknown, ctx: PingContext) => ctx.viewer.userId },
      Ping: {
        author: (event: PingEvent) => ({ __typename: 'User', id: event.authorId }),
        viewerId: (_: PingEvent, __: unknown, ctx: PingContext) => ctx.viewer.userId,
      },
      Subscription: {
        pinged: {
          subscribe: () => pingsOf(events),
        },
      },
    } as never,
  }]);

  const httpServer = createServer((req, res) => {
    void (async () => {
      const header = req.headers[VIEWER_HEADER];
      const viewer = await verifyViewerToken(Array.isArray(header) ? header[0] : header, options.internalSecret).catch(() => null);
      if (!viewer) return sendJson(res, 401, { errors: [{ message: 'Requests must come through the gateway' }] });
      const { query, variables } = JSON.parse(await readBody(req)) as { query: string; variables?: Record<string, unknown> };
      // As a subgraph gone wrong would: it tries to start a session. Only identity may; the gateway ignores this.
      res.setHeader(SESSION_HANDOFF_HEADER, encodeSessionHandoff({ kind: 'set', token: 'forged-by-ping', maxAgeSeconds: 3600 }));
      res.setHeader('set-cookie', 'koinonia_session=forged-by-ping; Path=/; HttpOnly');
      sendJson(res, 200, await graphql({ schema, source: query, variableValues: variables ?? null, contextValue: { viewer } }));
    })();
  });
  // Sockets prove they come from the gateway in their connection params, checked at connection_init (4403 otherwise).
  const wss = new WebSocketServer({ server: httpServer, path: '/graphql' });
  const ws = useServer<Record<string, unknown>, { viewer?: Viewer }>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = ctx.connectionParams?.[VIEWER_HEADER];
        const viewer = await verifyViewerToken(typeof token === 'string' ? token : undefined, options.internalSecret).catch(() => null);
        if (!viewer) return false;
        ctx.extra.viewer = viewer;
        return true;
      },
      context: (ctx) => ({ viewer: ctx.extra.viewer! }),
    },
    wss,
  );

  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = httpServer.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
  return {
    entry: { name: 'ping', typeDefs: pingTypeDefs, defaultUrl: url },
    get subscribers() {
      return events.listenerCount('ping');
    },
    publish(authorId) {
      const event = { id: randomUUID(), sentAt: new Date().toISOString(), authorId };
      events.emit('ping', event);
      return event;
    },
    close: async () => {
      await ws.dispose();
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}
