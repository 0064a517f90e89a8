import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { getIntrospectionQuery } from 'graphql';
import { anonymousViewer, createLogger } from '@koinonia/kit';
import type { GatewayRuntime } from '@graphql-hive/gateway-runtime';
import type { GatewayContext } from './context.ts';
import { queryLimits } from './limits.ts';
import { runGraphQLOverHttp } from './graphql-http.ts';
import { createRuntime, type GatewayStats } from './runtime.ts';
import { defaultManifestPath } from './trusted-documents.ts';

// The Hive runtime in-process over the real supergraph, through the gateway's GraphQL over HTTP,
// with every subgraph unreachable: what is refused must be refused before execution (the stats do
// not move), and what runs fails without telling the client anything about the servers.
const supergraphSdl = readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8');
const unreachable = 'http://127.0.0.1:9/graphql';
const subgraphUrls = Object.fromEntries(['identity', 'orgs-jobs', 'community', 'chat', 'content', 'notify'].map((n) => [n, unreachable]));

type Response = { status: number; body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] }; text: string };

function start(introspection: boolean): { runtime: GatewayRuntime<GatewayContext>; stats: GatewayStats; send(body: unknown): Promise<Response> } {
  const stats: GatewayStats = { operationsExecuted: 0, subgraphRequests: {} };
  const runtime = createRuntime({
    supergraphSdl,
    subgraphUrls,
    planner: 'rust',
    introspection,
    trustedDocuments: null,
    logger: createLogger('gateway-test', 'silent'),
    stats,
  });
  const context: GatewayContext = {
    viewer: anonymousViewer,
    viewerToken: async () => 'token',
    requestId: 'test',
    connectionId: 'http:test',
    onSessionHandoff: () => {},
  };
  return {
    runtime,
    stats,
    send: async (body) => {
      const res = await runGraphQLOverHttp(
        runtime,
        {
          method: 'POST',
          url: new URL('http://localhost/graphql'),
          headers: new Headers({ 'content-type': 'application/json' }),
          body: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
        },
        context,
      );
      return { status: res.status, body: JSON.parse(res.body) as Response['body'], text: res.body };
    },
  };
}

const production = start(false);
const development = start(true);
afterAll(async () => {
  await production.runtime.dispose();
  await development.runtime.dispose();
});

/** Sends an operation that must be refused without running; returns the first error message. */
async function refused(gateway: ReturnType<typeof start>, body: unknown): Promise<string> {
  const executed = gateway.stats.operationsExecuted;
  const res = await gateway.send(body);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors?.length).toBeGreaterThan(0);
  expect(gateway.stats.operationsExecuted).toBe(executed);
  return res.body.errors![0]!.message;
}

const nested = (levels: number, field: string, leaf: string): string =>
  `${`${field} { `.repeat(levels)}${leaf}${' }'.repeat(levels)}`;

describe('query limits (refused while validating, before planning)', () => {
  beforeAll(async () => {
    await production.runtime.getSchema();
  });

  it('lets every operation of the web app through', async () => {
    const manifest = JSON.parse(readFileSync(defaultManifestPath, 'utf8')) as Record<string, string>;
    for (const query of Object.values(manifest)) {
      const res = await production.send({ query, variables: {} });
      for (const error of res.body.errors ?? []) expect(error.extensions?.['code']).not.toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('refuses 2,000 aliases, 500 aliased `me` and anything over the alias limit', async () => {
    const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
    expect(await refused(production, { query: aliases(2_000, '__typename') })).toMatch(/Token limit of 1000 exceeded/);
    expect(await refused(production, { query: aliases(500, 'me { id }') })).toMatch(/Token limit/);
    expect(await refused(production, { query: aliases(queryLimits.aliases + 1, 'me { id }') })).toBe('Aliases limit of 15 exceeded, found 16.');
  });

  it('refuses 40 levels of introspection, with or without introspection', async () => {
    const deep = { query: `{ __schema { types { ${nested(37, 'ofType', 'name')} } } }` };
    expect(await refused(production, deep)).toMatch(/introspection has been disabled/);
    expect(await refused(development, deep)).toBe(`Introspection depth limit of ${queryLimits.introspectionDepth} exceeded, found 40.`);
  });

  it('refuses queries deeper than the depth limit, too many directives and list nesting that costs too much', async () => {
    expect(await refused(production, { query: `{ ${nested(9, 'me', 'id')} }` })).toMatch(/Query depth limit of 8 exceeded/);
    const directives = Array.from({ length: queryLimits.directives + 1 }, () => 'id @include(if: true)').join(' ');
    expect(await refused(production, { query: `{ me { ${directives} } }` })).toBe('Directives limit of 50 exceeded, found 51.');
    // 20 chats × 20 participants × 20 roles.
    expect(await refused(production, { query: '{ chats { results { participants { user { roles { name organizationId } } } } } }' })).toMatch(
      /^Operation cost limit of 5000 exceeded, found \d+\.$/,
    );
  });

  it('counts a list by its page size', async () => {
    const organizations = (first: number) => ({ query: `{ organizations(first: ${first}) { results { id name profile { about } } } }` });
    // 1 + (1 + 50 × 4) fields: allowed; the same nested in 20 chats' participants is not.
    const before = production.stats.operationsExecuted;
    await production.send(organizations(50));
    expect(production.stats.operationsExecuted).toBe(before + 1);
  });

  it('refuses batched operations', async () => {
    const res = await production.send([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.message).toBe('Batching is not supported.');
  });

  it('hides introspection and field suggestions unless introspection is on', async () => {
    expect(await refused(production, { query: getIntrospectionQuery() })).toMatch(/introspection has been disabled/);
    expect(await refused(production, { query: '{ mee { id } }' })).toBe('Cannot query field "mee" on type "Query". [Suggestion hidden]');
    const schema = await development.send({ query: getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true }) });
    expect(schema.body.errors).toBeUndefined();
    expect(await refused(development, { query: '{ mee { id } }' })).toBe('Cannot query field "mee" on type "Query". Did you mean "me"?');
  });
});

describe('errors', () => {
  it('carry no stack, file path or subgraph address when a subgraph fails', async () => {
    const res = await production.send({ query: '{ me { id } }' });
    expect(res.body.errors).toEqual([{ message: 'Internal server error', path: ['me'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    expect(res.text).not.toMatch(/127\.0\.0\.1|stack|\.ts:|node_modules|\/work\//);
  });

  it('carry none for malformed requests either', async () => {
    for (const body of ['{"query": "{ me { id }', '{"query": "{ me(id: ) { id } }"}', { query: '{ user(id: 1) { id } }', variables: 'nope' }]) {
      const res = await production.send(body);
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.text).not.toMatch(/stack|\.ts:|\.js:|node_modules|\/work\//);
    }
  });
});

describe('GraphQL over HTTP', () => {
  const context: GatewayContext = { viewer: anonymousViewer, viewerToken: async () => 'token', requestId: 'test', connectionId: 'http:test', onSessionHandoff: () => {} };
  const call = (method: string, url: string, contentType = 'application/json', body = '') =>
    runGraphQLOverHttp(production.runtime, { method, url: new URL(url), headers: new Headers({ 'content-type': contentType }), body: Buffer.from(body) }, context);

  it('answers queries over GET, but no mutation', async () => {
    const query = await call('GET', `http://localhost/graphql?query=${encodeURIComponent('{ __typename }')}`);
    expect([query.status, JSON.parse(query.body)]).toEqual([200, { data: { __typename: 'Query' } }]);
    const mutation = await call('GET', `http://localhost/graphql?query=${encodeURIComponent('mutation { logout }')}`);
    expect(mutation.status).toBe(405);
    expect(mutation.body).toMatch(/mutation/i);
  });

  it('refuses other methods, other bodies and malformed parameters', async () => {
    expect((await call('PUT', 'http://localhost/graphql')).status).toBe(405);
    expect((await call('POST', 'http://localhost/graphql', 'application/graphql', '{ me { id } }')).status).toBe(415);
    expect((await call('POST', 'http://localhost/graphql', 'application/json', '{"query": ')).status).toBe(400);
    expect((await call('GET', 'http://localhost/graphql?query={__typename}&variables={')).status).toBe(400);
    const wrongType = await call('POST', 'http://localhost/graphql', 'application/json', JSON.stringify({ query: 42 }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).not.toMatch(/"http"/);
  });
});
