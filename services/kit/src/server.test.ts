import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { gql } from 'graphql-tag';
import type { MikroORM } from '@mikro-orm/postgresql';
import { isAdmin } from './authorization.ts';
import { createLogger } from './logger.ts';
import { VIEWER_INDEPENDENT_HEADER, startSubgraphServer, type RequestContext, type SubgraphServer } from './server.ts';
import { signedInViewer } from './testing/viewers.ts';
import { VIEWER_HEADER, signViewerToken } from './viewer.ts';

// A subgraph whose fields learn the viewer in each way resolvers do, or not at all. No resolver
// reaches the database: the ORM is only asked for a fork per request.
const typeDefs = gql`
  type Query {
    greeting: String!
    myId: ID
    amIAdmin: Boolean!
    whoViaSpread: ID
    handOff: Boolean!
  }
`;
const resolvers = {
  Query: {
    greeting: () => 'hello',
    myId: (_: unknown, __: unknown, ctx: RequestContext) => ctx.viewer.userId,
    amIAdmin: (_: unknown, __: unknown, { viewer }: RequestContext) => isAdmin(viewer),
    whoViaSpread: (_: unknown, __: unknown, ctx: RequestContext) => ({ ...ctx }).viewer.userId,
    // As identity's session hand-off: a header for this requester alone.
    handOff: (_: unknown, __: unknown, ctx: RequestContext) => {
      ctx.responseHeaders.set('x-koinonia-session', 'clear');
      return true;
    },
  },
};
const orm = { em: { fork: () => ({}) }, isConnected: async () => true } as unknown as MikroORM;
const secret = randomBytes(32).toString('hex');
const viewer = signedInViewer();
let server: SubgraphServer;

beforeAll(async () => {
  server = await startSubgraphServer({ name: 'tracked', typeDefs, resolvers, orm, internalSecret: secret, logger: createLogger('server-test', 'silent') }, 0);
});
afterAll(async () => {
  await server.close();
});

async function ask(query: string): Promise<{ independent: string | null; body: { data?: Record<string, unknown> } }> {
  const res = await fetch(server.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [VIEWER_HEADER]: await signViewerToken(viewer, secret) },
    body: JSON.stringify({ query }),
  });
  return { independent: res.headers.get(VIEWER_INDEPENDENT_HEADER), body: (await res.json()) as { data?: Record<string, unknown> } };
}

describe('a subgraph response says whether it depended on the viewer', () => {
  it('marks an answer no resolver learned the viewer for as viewer-independent', async () => {
    const { independent, body } = await ask('{ greeting }');
    expect(body.data).toEqual({ greeting: 'hello' });
    expect(independent).toBe('1');
  });

  it.each([
    ['reading ctx.viewer', '{ greeting myId }', { greeting: 'hello', myId: viewer.userId }],
    ['destructuring the viewer for an authorization helper', '{ amIAdmin }', { amIAdmin: false }],
    ['a copy of the context', '{ whoViaSpread }', { whoViaSpread: viewer.userId }],
    ['a resolver set a response header', '{ handOff }', { handOff: true }],
  ])('does not mark an answer after %s', async (_, query, data) => {
    const { independent, body } = await ask(query);
    expect(body.data).toEqual(data);
    expect(independent).toBeNull();
  });

  it('does not mark a request refused for its missing viewer token', async () => {
    const res = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ greeting }' }) });
    expect(res.status).toBe(401);
    expect(res.headers.get(VIEWER_INDEPENDENT_HEADER)).toBeNull();
  });
});
