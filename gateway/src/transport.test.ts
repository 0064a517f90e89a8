import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { OperationTypeNode, parse } from 'graphql';
import type { Executor } from '@graphql-tools/utils';
import type { TransportGetSubgraphExecutorOptions } from '@graphql-mesh/transport-common';
import { VIEWER_HEADER, VIEWER_INDEPENDENT_HEADER, readBody, sendJson, signViewerToken, verifyViewerToken, type Viewer } from '@koinonia/kit';
import type { GatewayContext } from './context.ts';
import type { GatewayStats } from './runtime.ts';
import { koinoniaTransport } from './transport.ts';

// The transport against a stand-in subgraph that answers `greeting` the same for everyone (marked
// viewer-independent, as kit's server does when nothing read the viewer) and `me` with the viewer
// it verified (unmarked). Answers wait a little, so requests made together are in flight together.
const secret = randomBytes(32).toString('hex');
const viewerOf = (userId: string): Viewer => ({ userId, roles: [], sessionId: `session-${userId}`, impersonatorId: null });
const [ann, bob, cy] = [viewerOf('ann'), viewerOf('bob'), viewerOf('cy')];

let server: Server;
let url: string;
const received: { query: string; viewer: string | null }[] = [];
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    void (async () => {
      const header = req.headers[VIEWER_HEADER];
      const viewer = await verifyViewerToken(Array.isArray(header) ? header[0] : header, secret);
      const { query } = JSON.parse(await readBody(req)) as { query: string };
      received.push({ query, viewer: viewer.userId });
      await new Promise((resolve) => setTimeout(resolve, 50));
      inFlight -= 1;
      if (query.includes('greeting')) sendJson(res, 200, { data: { greeting: 'hello' } }, { [VIEWER_INDEPENDENT_HEADER]: '1' });
      else sendJson(res, 200, { data: { me: viewer.userId } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/graphql`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function executorFor(): { executor: Executor; stats: GatewayStats } {
  const stats: GatewayStats = { operationsExecuted: 0, subgraphRequests: {} };
  const transport = koinoniaTransport({ stand: url }, stats);
  const executor = transport.getSubgraphExecutor({ subgraphName: 'stand', transportEntry: { kind: 'http', subgraph: 'stand' } } as TransportGetSubgraphExecutorOptions) as Executor;
  return { executor, stats };
}

/** A query as one of `viewer`'s sockets resolves it for a subscription event (or over HTTP). */
const ask = (executor: Executor, viewer: Viewer, query: string, connection: 'ws' | 'http' = 'ws') => {
  const context: GatewayContext = {
    viewer,
    viewerToken: () => signViewerToken(viewer, secret),
    requestId: randomBytes(4).toString('hex'),
    connectionId: `${connection}:${randomBytes(4).toString('hex')}`,
    onSessionHandoff: () => {},
  };
  return Promise.resolve(executor({ document: parse(query), operationType: OperationTypeNode.QUERY, context })) as Promise<{ data?: Record<string, unknown> }>;
};

const reset = () => {
  received.length = 0;
  mostInFlight = 0;
};

describe('entity queries of WebSocket operations in flight at once', () => {
  it('share one request across viewers when the answer is viewer-independent, each with its own copy', async () => {
    reset();
    const { executor, stats } = executorFor();
    const answers = await Promise.all([ask(executor, ann, '{ greeting }'), ask(executor, bob, '{ greeting }'), ask(executor, cy, '{ greeting }')]);
    expect(answers.map((a) => a.data)).toEqual([{ greeting: 'hello' }, { greeting: 'hello' }, { greeting: 'hello' }]);
    expect(answers[0].data).not.toBe(answers[1].data);
    expect(stats.subgraphRequests['stand']).toBe(1);
    expect(received).toEqual([{ query: '{\n  greeting\n}', viewer: 'ann' }]);
  });

  it('never give a viewer-dependent answer to another viewer: each of them asks for their own', async () => {
    reset();
    const { executor, stats } = executorFor();
    const answers = await Promise.all([ask(executor, ann, '{ me }'), ask(executor, bob, '{ me }'), ask(executor, ann, '{ me }')]);
    expect(answers.map((a) => a.data)).toEqual([{ me: 'ann' }, { me: 'bob' }, { me: 'ann' }]);
    // Ann's two sockets share hers; Bob's waited for it, saw it was Ann's, and asked.
    expect(stats.subgraphRequests['stand']).toBe(2);
    expect(received.map((r) => r.viewer)).toEqual(['ann', 'bob']);
    expect(mostInFlight).toBe(1);

    // The document just depended on the viewer: the next viewers' requests go out at once.
    reset();
    const next = await Promise.all([ask(executor, bob, '{ me }'), ask(executor, cy, '{ me }')]);
    expect(next.map((a) => a.data)).toEqual([{ me: 'bob' }, { me: 'cy' }]);
    expect(mostInFlight).toBe(2);
  });

  it('share nothing across HTTP requests', async () => {
    reset();
    const { executor, stats } = executorFor();
    await Promise.all([ask(executor, ann, '{ greeting }', 'http'), ask(executor, ann, '{ greeting }', 'http')]);
    expect(stats.subgraphRequests['stand']).toBe(2);
  });
});
