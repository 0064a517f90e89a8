import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { RunningGateway } from '@koinonia/gateway';
import type { RunningSystem } from './system.ts';
import { post, signUp, startGatewayFor, startTestSystem, type GraphQLResponse } from './gateway-testing.ts';

// Hostile requests through the real gateway in front of the real subgraphs: each is refused before
// anything runs, answers without a stack trace or a server path, and the gateway keeps serving.
let system: RunningSystem;
let stopSystem: () => Promise<void>;
let internalSecret: string;
const extra: RunningGateway[] = [];

beforeAll(async () => {
  ({ system, stop: stopSystem, internalSecret } = await startTestSystem('gwl'));
}, 90_000);
afterAll(async () => {
  for (const gateway of extra) await gateway.close();
  await stopSystem?.();
});

const LEAKS = /stack|\.ts:\d|\.js:\d|node_modules|\/work\/|127\.0\.0\.1:\d/;
const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const nested = (levels: number, field: string, leaf: string) => `${`${field} { `.repeat(levels)}${leaf}${' }'.repeat(levels)}`;

async function stillServes(url: string, slug: string): Promise<void> {
  const res = await post<{ userProfile: { slug: string } }>(url, { query: 'query($slug: String!) { userProfile(slug: $slug) { slug } }', variables: { slug } });
  expect(res.data?.userProfile.slug).toBe(slug);
}

describe('attacks on /graphql', () => {
  const attacks: [string, unknown, RegExp][] = [
    ['2,000 aliases', { query: aliases(2_000, '__typename') }, /Token limit of 1000 exceeded/],
    ['500 aliased me calls', { query: aliases(500, 'me { id }') }, /Token limit of 1000 exceeded/],
    ['16 aliases', { query: aliases(16, 'me { id }') }, /^Aliases limit of 15 exceeded, found 16\.$/],
    ['40 levels of introspection', { query: `{ __schema { types { ${nested(37, 'ofType', 'name')} } } }` }, /introspection has been disabled/],
    ['the introspection query', { query: '{ __schema { queryType { name } } }' }, /introspection has been disabled/],
    ['9 levels of fields', { query: `{ ${nested(9, 'me', 'id')} }` }, /^Query depth limit of 8 exceeded/],
    ['51 directives', { query: `{ me { ${Array.from({ length: 51 }, () => 'id @include(if: true)').join(' ')} } }` }, /^Directives limit of 50 exceeded/],
    ['lists of lists', { query: '{ chats { results { participants { user { roles { name } } } } } }' }, /^Operation cost limit of 5000 exceeded/],
    ['a batch', [{ query: '{ me { id } }' }, { query: '{ me { id } }' }], /^Batching is not supported\.$/],
    ['a misspelt field, fishing for suggestions', { query: '{ mee { id } }' }, /^Cannot query field "mee" on type "Query"\. \[Suggestion hidden\]$/],
    ['a body over 1 MB', JSON.stringify({ query: `{ me { id } } # ${'x'.repeat(1_100_000)}` }), /^Request body over 1000000 bytes$/],
  ];

  let member: { id: string; cookie: string };
  let slug: string;
  beforeAll(async () => {
    member = await signUp(system.gatewayUrl, 'Gaius');
    const me = await post<{ me: { slug: string } }>(system.gatewayUrl, { query: '{ me { slug } }' }, { cookie: member.cookie });
    slug = me.data!.me.slug;
  });

  it.each(attacks)('refuses %s before running anything, without leaking, and keeps serving', async (_name, body, message) => {
    const executed = system.gateway.stats.operationsExecuted;
    const res = await post(system.gatewayUrl, body, { cookie: member.cookie });
    expect(res.data).toBeUndefined();
    expect(res.errors?.[0]?.message).toMatch(message);
    expect(JSON.stringify(res)).not.toMatch(LEAKS);
    expect(system.gateway.stats.operationsExecuted).toBe(executed);
    await stillServes(system.gatewayUrl, slug);
  });

  it('answers a subgraph\'s expected errors with their code and nothing more', async () => {
    const res = await post(system.gatewayUrl, { query: 'mutation { verifyEmail(token: "forged") { id } }' });
    expect(res.errors).toEqual([
      {
        message: 'This verification link is invalid or has expired',
        path: ['verifyEmail'],
        extensions: { code: 'BAD_USER_INPUT', fields: [{ path: 'token', message: 'This verification link is invalid or has expired' }] },
      },
    ]);
  });
});

describe('rate limits', () => {
  it('refuses a session, then an address, over its minute, with a clear error and when to try again', async () => {
    const gateway = await startGatewayFor(system, internalSecret, { RATE_LIMIT_PER_ADDRESS: '7', RATE_LIMIT_PER_SESSION: '3' });
    extra.push(gateway);
    const member = await signUp(gateway.url, 'Erastus'); // the address's 1st and 2nd requests (sign-up, log-in)
    for (let i = 0; i < 3; i++) expect((await post(gateway.url, { query: '{ me { id } }' }, { cookie: member.cookie })).data).toBeDefined();
    const executed = gateway.stats.operationsExecuted;

    const bySession = await post(gateway.url, { query: '{ me { id } }' }, { cookie: member.cookie }); // 6th
    expectLimited(bySession, /^Too many requests for your session\. Try again in \d+ seconds?\.$/);
    expect((await post(gateway.url, { query: '{ me { id } }' })).data).toEqual({ me: null }); // 7th, anonymous
    expectLimited(await post(gateway.url, { query: '{ me { id } }' }), /^Too many requests from your network\. Try again in \d+ seconds?\.$/);
    expect(gateway.stats.operationsExecuted).toBe(executed + 1);
  });

  function expectLimited(res: GraphQLResponse, message: RegExp): void {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(res.errors).toEqual([{ message: expect.stringMatching(message) as unknown as string, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retryAfter } }]);
  }
});

describe('trusted documents', () => {
  const manifest = JSON.parse(readFileSync(new URL('../../gateway/trusted-documents.json', import.meta.url), 'utf8')) as Record<string, string>;
  const meHash = Object.keys(manifest).find((hash) => manifest[hash]!.includes('query Me '))!;

  it('run only the web app\'s operations, named by hash', async () => {
    const gateway = await startGatewayFor(system, internalSecret, { TRUSTED_DOCUMENTS: 'true' });
    extra.push(gateway);
    const member = await signUp(system.gatewayUrl, 'Quartus');
    const executed = gateway.stats.operationsExecuted;

    const text = await post(gateway.url, { query: manifest[meHash] }, { cookie: member.cookie });
    expect(text.errors?.[0]?.extensions?.['code']).toBe('PERSISTED_QUERY_ONLY');
    const unknown = await post(gateway.url, { documentId: `sha256:${createHash('sha256').update('{ me { email } }').digest('hex')}` }, { cookie: member.cookie });
    expect(unknown.errors?.[0]?.extensions?.['code']).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect(gateway.stats.operationsExecuted).toBe(executed);

    const byId = await post<{ me: { id: string } }>(gateway.url, { documentId: meHash, operationName: 'Me' }, { cookie: member.cookie });
    expect(byId.data?.me.id).toBe(member.id);
    const apollo = await post<{ me: { id: string } }>(
      gateway.url,
      { operationName: 'Me', extensions: { persistedQuery: { version: 1, sha256Hash: meHash.replace('sha256:', '') } } },
      { cookie: member.cookie },
    );
    expect(apollo.data?.me.id).toBe(member.id);
  });

  it('are known by hash without being required when trusted documents are off (the web app always sends hashes)', async () => {
    const member = await signUp(system.gatewayUrl, 'Quintus');
    const byHash = await post<{ me: { id: string } }>(
      system.gatewayUrl,
      { operationName: 'Me', extensions: { persistedQuery: { version: 1, sha256Hash: meHash.replace('sha256:', '') } } },
      { cookie: member.cookie },
    );
    expect(byHash.data?.me.id).toBe(member.id);
    // Apollo's link sends the text after this answer, and the text runs.
    const unknownHash = createHash('sha256').update('{ me { email } }').digest('hex');
    const unknown = await post(system.gatewayUrl, { extensions: { persistedQuery: { version: 1, sha256Hash: unknownHash } } }, { cookie: member.cookie });
    expect(unknown.errors?.[0]?.extensions?.['code']).toBe('PERSISTED_QUERY_NOT_FOUND');
    const text = await post<{ me: { id: string } }>(system.gatewayUrl, { query: '{ me { id } }' }, { cookie: member.cookie });
    expect(text.data?.me.id).toBe(member.id);
  });
});

describe('development', () => {
  it('serves introspection, suggestions and GraphiQL only with GRAPHQL_INTROSPECTION=true', async () => {
    const gateway = await startGatewayFor(system, internalSecret, { GRAPHQL_INTROSPECTION: 'true' });
    extra.push(gateway);
    const page = await fetch(gateway.url, { headers: { accept: 'text/html' } });
    expect([page.status, page.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/html')]);
    expect((await post(gateway.url, { query: '{ __schema { queryType { name } } }' })).data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    expect((await post(gateway.url, { query: '{ mee { id } }' })).errors?.[0]?.message).toMatch(/Did you mean "me"\?/);

    const production = await fetch(system.gatewayUrl, { headers: { accept: 'text/html' } });
    expect(production.headers.get('content-type')).not.toContain('text/html');
  });
});
