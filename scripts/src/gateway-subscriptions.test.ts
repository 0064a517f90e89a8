import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExecutionResult } from 'graphql-ws';
import { waitFor } from '@koinonia/kit/testing';
import type { RunningGateway } from '@koinonia/gateway';
import { startPingSubgraph, type PingSubgraph } from '@koinonia/gateway/testing';
import type { RunningSystem } from './system.ts';
import { collect, cookieOf, post, rawSocket, signUp, startGatewayFor, startTestSystem, wsClient, wsUrlOf, webSocketWith } from './gateway-testing.ts';

// Subscriptions end to end: a real graphql-ws client, the real gateway, identity resolving the User
// on every event of a test subgraph (a fixed one, so the gateway itself is under test), as the socket's signed viewer.
let ping: PingSubgraph;
let system: RunningSystem;
let stopSystem: () => Promise<void>;
let jsGateway: RunningGateway;
let internalSecret: string;

const PINGED = 'subscription { pinged { id author { id firstName } viewerId } }';
interface Pinged {
  pinged: { id: string; author: { id: string; firstName: string }; viewerId: string };
}
type Events = ReturnType<typeof collect<Pinged>>;

beforeAll(async () => {
  // The subgraph verifies the gateway's tokens, so it knows the secret before the system starts.
  internalSecret = randomBytes(32).toString('hex');
  ping = await startPingSubgraph({ internalSecret });
  const started = await startTestSystem('gws', { extraSubgraphs: [ping.entry], connectionInitTimeoutMs: 300, env: { INTERNAL_SECRET: internalSecret } });
  system = started.system;
  stopSystem = started.stop;
  // The same supergraph through the JavaScript planner, to show subscriptions work with either.
  jsGateway = await startGatewayFor(system, internalSecret, { GATEWAY_QUERY_PLANNER: 'js' }, [ping.entry]);
}, 90_000);
afterAll(async () => {
  await jsGateway?.close();
  await stopSystem?.();
  await ping?.close();
});

describe.each([
  ['Rust', () => system.gatewayUrl],
  ['JavaScript', () => jsGateway.url],
])('a subscription through the gateway (%s query planner)', (_planner, gatewayUrl) => {
  it('delivers each event with the User resolved by identity, as the socket\'s signed viewer', async () => {
    const reader = await signUp(gatewayUrl(), 'Lydia');
    const author = await signUp(gatewayUrl(), 'Paul');
    const { client } = wsClient(gatewayUrl(), { cookie: reader.cookie });
    const before = ping.subscribers;
    const events = collect<Pinged>(client, PINGED);
    await waitFor(async () => ping.subscribers > before, 5_000, 'the subscription to reach the subgraph');

    for (let i = 0; i < 2; i++) {
      const sent = ping.publish(author.id);
      const received = await events.next();
      expect(received.errors).toBeUndefined();
      expect(received.data?.pinged).toEqual({ id: sent.id, author: { id: author.id, firstName: 'Paul' }, viewerId: reader.id });
    }
    events.stop();
    await waitFor(async () => ping.subscribers === before, 5_000, 'the upstream subscription to end');
    await client.dispose();
  });
});

describe('a subgraph other than identity', () => {
  it('cannot start a session: its session hand-off and Set-Cookie never reach the browser', async () => {
    const member = await signUp(system.gatewayUrl, 'Tychicus');
    const res = await post<{ pingViewerId: string }>(system.gatewayUrl, { query: '{ pingViewerId }' }, { cookie: member.cookie });
    expect(res.data?.pingViewerId).toBe(member.id);
    expect(res.headers.getSetCookie()).toEqual([]);
    const me = await post<{ me: { id: string } }>(system.gatewayUrl, { query: '{ me { id } }' }, { cookie: member.cookie });
    expect(me.data?.me.id).toBe(member.id);
  });
});

describe('the WebSocket at /graphql', () => {
  it('keeps a subscription through a restart of its subgraph', async () => {
    const reader = await signUp(system.gatewayUrl, 'Silas');
    const { client } = wsClient(system.gatewayUrl, { cookie: reader.cookie });
    const before = ping.subscribers;
    const events = collect<Pinged>(client, PINGED);
    await waitFor(async () => ping.subscribers > before, 5_000, 'the subscription');

    const port = Number(new URL(ping.entry.defaultUrl).port);
    await ping.close();
    ping = await startPingSubgraph({ internalSecret, port });
    // graphql-ws reconnects (with a freshly signed viewer) and subscribes again.
    await waitFor(async () => ping.subscribers > 0, 20_000, 'the gateway to subscribe again');
    ping.publish(reader.id);
    expect((await events.next()).data?.pinged).toMatchObject({ author: { firstName: 'Silas' }, viewerId: reader.id });
    events.stop();
    await client.dispose();
  }, 30_000);

  it('serves the web app\'s own graphql-ws link (lazy, empty connection params, the spec\'s retry rules)', async () => {
    const [{ ApolloClient, InMemoryCache, gql }, { createSubscriptionLink }] = await Promise.all([
      import('@apollo/client'),
      import('../../web/src/lib/apollo/ws-link.ts'),
    ]);
    const reader = await signUp(system.gatewayUrl, 'Priscilla');
    // The link uses the browser's WebSocket, which sends the page's cookie with the upgrade.
    const browserWebSocket = globalThis.WebSocket;
    globalThis.WebSocket = webSocketWith({ cookie: reader.cookie, origin: 'http://localhost:3000' }) as unknown as typeof globalThis.WebSocket;
    try {
      const apollo = new ApolloClient({ link: createSubscriptionLink(wsUrlOf(system.gatewayUrl)), cache: new InMemoryCache() });
      const before = ping.subscribers;
      const received = new Promise<unknown>((resolve, reject) => {
        const subscription = apollo.subscribe({ query: gql(PINGED) }).subscribe({
          next: (result) => {
            subscription.unsubscribe();
            resolve(result.data);
          },
          error: reject,
        });
      });
      await waitFor(async () => ping.subscribers > before, 10_000, 'the web link to subscribe');
      ping.publish(reader.id);
      expect(await received).toMatchObject({ pinged: { author: { id: reader.id, firstName: 'Priscilla' }, viewerId: reader.id } });
    } finally {
      globalThis.WebSocket = browserWebSocket;
    }
  });

  it('closes with 4401 without a live session', async () => {
    for (const headers of [{}, { cookie: 'koinonia_session=not-a-session' }] as Record<string, string>[]) {
      const { client, closed } = wsClient(system.gatewayUrl, headers);
      const events = collect(client, PINGED);
      expect(await closed).toBe(4401);
      events.stop();
    }
  });

  it('closes with 4403 for a page on another site', async () => {
    const member = await signUp(system.gatewayUrl, 'Demas');
    const { client, closed } = wsClient(system.gatewayUrl, { cookie: member.cookie, origin: 'https://evil.example' });
    collect(client, PINGED);
    expect(await closed).toBe(4403);
  });

  it('closes with 4400, 4429 and 4408 as graphql-transport-ws says', async () => {
    const member = await signUp(system.gatewayUrl, 'Tychicus');
    const malformed = rawSocket(system.gatewayUrl, ['graphql-transport-ws'], { cookie: member.cookie });
    await malformed.opened;
    malformed.socket.send('{"type":"connection_init"'); // not JSON
    expect((await malformed.closed).code).toBe(4400);

    const twice = rawSocket(system.gatewayUrl, ['graphql-transport-ws'], { cookie: member.cookie });
    await twice.opened;
    twice.socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    twice.socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    expect((await twice.closed).code).toBe(4429);

    const silent = rawSocket(system.gatewayUrl, ['graphql-transport-ws'], { cookie: member.cookie });
    await silent.opened;
    expect((await silent.closed).code).toBe(4408);
  });

  it('accepts graphql-transport-ws only', async () => {
    const legacy = rawSocket(system.gatewayUrl, ['graphql-ws']);
    await expect(legacy.opened).rejects.toThrow(/subprotocol/i);
    const none = rawSocket(system.gatewayUrl, []);
    await none.opened;
    expect((await none.closed).code).toBe(4406);
  });

  it('shares one upstream subscription among one viewer\'s sockets, never with another viewer\'s', async () => {
    const [reader, other, author] = [await signUp(system.gatewayUrl, 'Priscilla'), await signUp(system.gatewayUrl, 'Aquila'), await signUp(system.gatewayUrl, 'Apollos')];
    const sockets = [reader, reader, other].map((member) => wsClient(system.gatewayUrl, { cookie: member.cookie }).client);
    const before = ping.subscribers;
    const [first, second, theirs] = [0, 1, 2].map((i) => collect<Pinged>(sockets[i]!, PINGED)) as [Events, Events, Events];
    await waitFor(async () => ping.subscribers >= before + 2, 5_000, 'the subscriptions');
    await new Promise((resolve) => setTimeout(resolve, 500)); // a third upstream subscription would have arrived by now
    expect(ping.subscribers).toBe(before + 2);
    const sent = ping.publish(author.id);
    for (const [events, viewerId] of [[first, reader.id], [second, reader.id], [theirs, other.id]] as const) {
      expect((await events.next()).data?.pinged).toEqual({ id: sent.id, author: { id: author.id, firstName: 'Apollos' }, viewerId });
    }

    // The upstream subscription lasts while one of its sockets listens, and ends with the last.
    first.stop();
    ping.publish(author.id);
    expect((await second.next()).data?.pinged.viewerId).toBe(reader.id);
    expect(ping.subscribers).toBe(before + 2);
    second.stop();
    await waitFor(async () => ping.subscribers === before + 1, 5_000, 'the reader\'s upstream subscription to end');
    theirs.stop();
    for (const client of sockets) await client.dispose();
  });

  it('closes a session\'s sockets when it logs out, and keeps the others', async () => {
    const member = await signUp(system.gatewayUrl, 'Onesimus');
    const other = await signUp(system.gatewayUrl, 'Philemon');
    const mine = wsClient(system.gatewayUrl, { cookie: member.cookie });
    const theirs = wsClient(system.gatewayUrl, { cookie: other.cookie });
    const before = ping.subscribers;
    collect(mine.client, PINGED);
    const theirEvents = collect<Pinged>(theirs.client, PINGED);
    await waitFor(async () => ping.subscribers === before + 2, 5_000, 'both subscriptions');

    const logout = await post(system.gatewayUrl, { query: 'mutation { logout }' }, { cookie: member.cookie });
    expect(logout.data).toEqual({ logout: true });
    expect(await mine.closed).toBe(4401);
    ping.publish(other.id);
    expect((await theirEvents.next()).data?.pinged.viewerId).toBe(other.id);
    await theirs.client.dispose();
  });

  it('closes the sockets of sessions a password change ended elsewhere', async () => {
    const member = await signUp(system.gatewayUrl, 'Archippus');
    const login = await post(system.gatewayUrl, {
      query: 'mutation($email: String!) { signIn(email: $email, password: "Faithful2026", mutationType: LOGIN) { id } }',
      variables: { email: member.email },
    });
    const laptop = cookieOf(login)!;
    const phone = wsClient(system.gatewayUrl, { cookie: member.cookie });
    const before = ping.subscribers;
    collect(phone.client, PINGED);
    await waitFor(async () => ping.subscribers > before, 5_000, 'the subscription');

    const changed = await post(system.gatewayUrl, { query: 'mutation { updateUserPassword(newPassword: "Renewed2026") { id } }' }, { cookie: laptop });
    expect(changed.errors).toBeUndefined();
    expect(await phone.closed).toBe(4401);
  });

  it('runs only trusted subscriptions, by hash, when trusted documents are on', async () => {
    const hash = createHash('sha256').update(PINGED).digest('hex');
    const manifest = path.join(mkdtempSync(path.join(tmpdir(), 'trusted-')), 'trusted-documents.json');
    writeFileSync(manifest, JSON.stringify({ [`sha256:${hash}`]: PINGED }));
    const trusted = await startGatewayFor(system, internalSecret, { TRUSTED_DOCUMENTS: 'true', TRUSTED_DOCUMENTS_MANIFEST: manifest }, [ping.entry]);
    try {
      const reader = await signUp(system.gatewayUrl, 'Crescens');
      const { client, closed } = wsClient(trusted.url, { cookie: reader.cookie });
      const byText = collect<Pinged>(client, PINGED);
      expect((await byText.next()).errors?.[0]).toMatchObject({ extensions: { code: 'PERSISTED_QUERY_ONLY' } });

      const before = ping.subscribers;
      const results: ExecutionResult<Pinged>[] = [];
      const stop = client.subscribe<Pinged>(
        { query: '', extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
        { next: (result) => results.push(result as ExecutionResult<Pinged>), error: () => {}, complete: () => {} },
      );
      await waitFor(async () => ping.subscribers > before, 5_000, 'the trusted subscription');
      ping.publish(reader.id);
      await waitFor(async () => results[0], 5_000, 'the event');
      expect(results[0]!.data?.pinged.viewerId).toBe(reader.id);
      stop();
      await client.dispose();
      expect(await closed).toBe(1000);
    } finally {
      await trusted.close();
    }
  });

  it('refuses subscriptions over HTTP', async () => {
    const member = await signUp(system.gatewayUrl, 'Epaphras');
    const res = await post(system.gatewayUrl, { query: PINGED }, { cookie: member.cookie, accept: 'text/event-stream' });
    expect(res.status).toBe(400);
  });
});
