import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { INTERNAL_AUTH_HEADER, SESSION_HANDOFF_HEADER, createLogger, encodeSessionHandoff } from '@koinonia/kit';
import { MediaRefusal } from '@koinonia/kit/media';
import { loadGatewayConfig } from './config.ts';
import { PUBLIC_REASONS } from './errors.ts';
import { startGateway, type RunningGateway } from './gateway.ts';
import { isLocalRequest, isLoopbackAddress } from './http.ts';

// The gateway over HTTP in front of one stand-in for every subgraph (and notify's internal dev
// mailbox route): what a client is told about errors, the session cookie, and who reads the mailbox.
const SECRET = 'x'.repeat(32);
const supergraphSdl = readFileSync(new URL('../supergraph.graphql', import.meta.url), 'utf8');

let subgraph: Server;
let subgraphUrl: string;
/** What the stand-in answers the next GraphQL request with. */
let answer: { body: unknown; headers?: Record<string, string> } = { body: { data: null } };
const mailboxCalls: string[] = [];

beforeAll(async () => {
  subgraph = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url?.startsWith('/internal/dev/mailbox')) {
        mailboxCalls.push(req.url);
        const allowed = req.headers[INTERNAL_AUTH_HEADER] === SECRET;
        res.writeHead(allowed ? 200 : 403, { 'content-type': 'application/json' });
        res.end(JSON.stringify(allowed ? [{ to: 'admin@koinonia.example', subject: 'Reset your password', text: 'reset', html: null, sentAt: new Date().toISOString() }] : { error: 'forbidden' }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', ...answer.headers });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
  subgraphUrl = `http://127.0.0.1:${(subgraph.address() as { port: number }).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => subgraph.close(() => resolve())));

const subgraphEnv = (): Record<string, string> =>
  Object.fromEntries(['IDENTITY', 'ORGS_JOBS', 'COMMUNITY', 'CHAT', 'CONTENT', 'NOTIFY'].map((name) => [`${name}_URL`, subgraphUrl]));

async function gatewayWith(env: Record<string, string>): Promise<RunningGateway> {
  const config = loadGatewayConfig({ INTERNAL_SECRET: SECRET, GATEWAY_PORT: '0', LOG_LEVEL: 'silent', ...subgraphEnv(), ...env });
  return startGateway({ config, supergraphSdl, logger: createLogger('gateway-test', 'silent') });
}

const post = async (gateway: RunningGateway, query: string, variables: Record<string, unknown> = {}) => {
  const res = await fetch(gateway.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return { res, body: (await res.json()) as { errors?: { message: string; path?: unknown; extensions?: Record<string, unknown> }[] } };
};

describe('the dev mailbox feed', () => {
  const mailbox = (gateway: RunningGateway, headers: Record<string, string> = {}) =>
    fetch(`${new URL(gateway.url).origin}/dev/mailbox.json?to=${encodeURIComponent('admin@koinonia.example')}`, { headers });

  it('does not exist outside development mode, even with no mail provider in sight', async () => {
    const gateway = await gatewayWith({});
    try {
      const res = await mailbox(gateway);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toMatch(/Reset|admin@/);
    } finally {
      await gateway.close();
    }
  });

  it('in development mode, answers this machine, and no one a proxy relays whatever the headers say', async () => {
    const gateway = await gatewayWith({ KOINONIA_DEV_MODE: 'true' });
    try {
      const local = await mailbox(gateway);
      expect(local.status).toBe(200);
      expect(local.headers.get('cache-control')).toBe('no-store');
      expect(((await local.json()) as { subject: string }[])[0]?.subject).toBe('Reset your password');
      mailboxCalls.length = 0;
      for (const headers of [{ 'x-forwarded-for': '203.0.113.7' }, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }] as Record<string, string>[]) {
        const relayed = await mailbox(gateway, headers);
        expect(relayed.status).toBe(404);
        expect(await relayed.text()).not.toMatch(/Reset|admin@/);
      }
      expect(mailboxCalls).toEqual([]);
    } finally {
      await gateway.close();
    }
  });

  it('counts only loopback peers as this machine', () => {
    const request = (peer: string | undefined, headers: Record<string, string> = {}) =>
      ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;
    for (const peer of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.9']) expect(isLoopbackAddress(peer)).toBe(true);
    for (const peer of ['10.0.0.1', '192.168.1.20', '203.0.113.7', '::ffff:203.0.113.7', 'fe80::1', '::', '0.0.0.0', '128.0.0.1', '127.0.0.256', 'localhost', '', undefined]) {
      expect(isLoopbackAddress(peer)).toBe(false);
    }
    expect(isLocalRequest(request('127.0.0.1'))).toBe(true);
    // A header never makes a remote peer local.
    expect(isLocalRequest(request('203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    expect(isLocalRequest(request('198.51.100.2', { host: 'localhost' }))).toBe(false);
    expect(isLocalRequest(request(undefined))).toBe(false);
  });
});

describe('errors through the gateway', () => {
  let gateway: RunningGateway;
  beforeAll(async () => {
    gateway = await gatewayWith({});
  });
  afterAll(() => gateway.close());

  const VERIFY = 'mutation { verifyPromoCode(code: "NOPE", entityType: JOB_POSTING, entityId: "1") { id } }';
  const refusedWith = (extensions: Record<string, unknown>, message = 'Refused') => {
    answer = { body: { data: null, errors: [{ message, path: ['verifyPromoCode'], extensions }] } };
  };

  it('keep the documented reason, fields and retry time', async () => {
    refusedWith({ code: 'NOT_FOUND', reason: 'PROMO_CODE_NOT_FOUND', fields: [{ path: 'code', message: 'This promo code does not exist' }] }, 'This promo code does not exist');
    expect((await post(gateway, VERIFY)).body.errors).toEqual([
      {
        message: 'This promo code does not exist',
        path: ['verifyPromoCode'],
        extensions: { code: 'NOT_FOUND', reason: 'PROMO_CODE_NOT_FOUND', fields: [{ path: 'code', message: 'This promo code does not exist' }] },
      },
    ]);
    refusedWith({ code: 'BAD_USER_INPUT', reason: 'FILE_TOO_LARGE', fields: [{ path: 'file', message: 'The file is larger than 10 MB.' }] });
    expect((await post(gateway, VERIFY)).body.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      reason: 'FILE_TOO_LARGE',
      fields: [{ path: 'file', message: 'The file is larger than 10 MB.' }],
    });
    refusedWith({ code: 'RATE_LIMITED', retryAfterSeconds: 42 });
    expect((await post(gateway, VERIFY)).body.errors?.[0]?.extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it('drop what is not documented: extra extensions, an unknown reason, malformed fields', async () => {
    refusedWith({ code: 'CONFLICT', reason: 'SOMETHING_INTERNAL', stacktrace: ['at /work/x.ts:1'], serviceName: 'orgs-jobs', fields: [{ path: 'code', message: 'taken', sql: 'select' }, 'nope'] });
    expect((await post(gateway, VERIFY)).body.errors?.[0]?.extensions).toEqual({ code: 'CONFLICT', fields: [{ path: 'code', message: 'taken' }] });
  });

  it('hide unknown codes, internal errors and code-less field errors behind INTERNAL_SERVER_ERROR', async () => {
    for (const extensions of [{ code: 'DATABASE_DOWN', reason: 'FILE_TOO_LARGE', detail: 'pg at 10.0.0.3' }, { code: 'INTERNAL_SERVER_ERROR' }, {}]) {
      refusedWith(extensions, 'connect ECONNREFUSED 10.0.0.3:5432');
      const { body } = await post(gateway, VERIFY);
      expect(body.errors).toEqual([{ message: 'Internal server error', path: ['verifyPromoCode'], extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    }
  });

  it("keep GraphQL's own request errors", async () => {
    const { body } = await post(gateway, 'mutation($code: String!) { verifyPromoCode(code: $code, entityType: JOB_POSTING, entityId: "1") { id } }');
    expect(body.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT' });
    expect(body.errors?.[0]?.message).toMatch(/\$code/);
    expect((await post(gateway, '{ me { id }')).body.errors?.[0]?.extensions).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });

  it('know every reason the schema and the subgraphs document', () => {
    // The descriptions' "`extensions.reason` X, Y or Z" (as the public schema shows them).
    const documented = new Set<string>();
    for (const block of supergraphSdl.split('"""').filter((_, i) => i % 2 === 1)) {
      const after = block.split('`extensions.reason`').slice(1).join(' ');
      for (const [token] of after.matchAll(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g)) documented.add(token);
    }
    // The subgraphs' refusals: kit's media refusals and every `*.errors.ts` reason.
    for (const reason of Object.values(MediaRefusal)) documented.add(reason);
    const errorsFiles = ['orgs-jobs/src/promo-codes/promo-codes.errors.ts', 'orgs-jobs/src/applications/applications.errors.ts', 'orgs-jobs/src/payments/payments.errors.ts'];
    for (const file of errorsFiles) {
      const source = readFileSync(new URL(`../../services/${file}`, import.meta.url), 'utf8');
      for (const [, refusals] of source.matchAll(/Refusal = \{([^}]*)\}/g)) for (const [, key] of refusals!.matchAll(/([A-Z][A-Z0-9_]+):/g)) documented.add(key!);
      for (const [, reason] of source.matchAll(/readonly reason = '([A-Z0-9_]+)'/g)) documented.add(reason!);
    }
    expect(documented.size).toBeGreaterThanOrEqual(17);
    expect([...documented].filter((reason) => !PUBLIC_REASONS.has(reason))).toEqual([]);
  });
});

describe('the session cookie', () => {
  const SIGN_IN = 'mutation { signIn(email: "ruth@church.org", password: "Faithful2026", mutationType: LOGIN) { id } }';
  const cookieFrom = async (env: Record<string, string>): Promise<string> => {
    const gateway = await gatewayWith(env);
    try {
      answer = {
        body: { data: { signIn: { id: 'u1' } } },
        headers: { [SESSION_HANDOFF_HEADER]: encodeSessionHandoff({ kind: 'set', token: 't'.repeat(43), maxAgeSeconds: 3600 }) },
      };
      const { res } = await post(gateway, SIGN_IN);
      const [cookie] = res.headers.getSetCookie();
      expect(cookie).toMatch(/^koinonia_session=t+;.*HttpOnly/);
      return cookie!;
    } finally {
      answer = { body: { data: null } };
      await gateway.close();
    }
  };

  it('is Secure whenever the web app is served over https, unless COOKIE_SECURE says otherwise', async () => {
    expect(await cookieFrom({ WEB_URL: 'https://koinonia.example' })).toMatch(/; Secure/);
    // WEB_URL unset: the web app's origin is the first of WEB_ORIGINS.
    expect(await cookieFrom({ WEB_ORIGINS: 'https://koinonia.example,https://www.koinonia.example' })).toMatch(/; Secure/);
    expect(await cookieFrom({ WEB_URL: 'http://localhost:3000' })).not.toMatch(/Secure/);
    expect(await cookieFrom({ WEB_URL: 'https://koinonia.example', COOKIE_SECURE: 'false' })).not.toMatch(/Secure/);
    expect(await cookieFrom({ WEB_URL: 'http://localhost:3000', COOKIE_SECURE: 'true' })).toMatch(/; Secure/);
  });
});

describe('development settings', () => {
  it('are off unless set: no introspection, GraphiQL or dev mailbox because a variable is missing', async () => {
    const config = loadGatewayConfig({ INTERNAL_SECRET: SECRET });
    expect(config.introspection).toBe(false);
    expect(config.devMode).toBe(false);
    const gateway = await gatewayWith({});
    try {
      const page = await fetch(gateway.url, { headers: { accept: 'text/html' } });
      expect(await page.text()).not.toMatch(/graphiql/i);
      const { body } = await post(gateway, '{ __schema { queryType { name } } }');
      expect(body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    } finally {
      await gateway.close();
    }
  });
});
