import { randomBytes, randomUUID } from 'node:crypto';
import { createClient, type Client, type ExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import { createLogger } from '@koinonia/kit';
import { createTestDatabase, type TestDatabase } from '@koinonia/kit/testing';
import { composeSupergraph, loadGatewayConfig, startGateway, subgraphs, type RunningGateway, type SubgraphEntry } from '@koinonia/gateway';
import { startSystem, type RunningSystem, type SystemOptions } from './system.ts';
import { services } from './services.ts';

/** The whole back end on fresh databases and free ports, for the gateway's cross-service tests. */
export async function startTestSystem(
  label: string,
  options: Omit<SystemOptions, 'ports' | 'env'> & { env?: Record<string, string> } = {},
): Promise<{ system: RunningSystem; internalSecret: string; stop: () => Promise<void> }> {
  const internalSecret = options.env?.['INTERNAL_SECRET'] ?? randomBytes(32).toString('hex');
  const databases: TestDatabase[] = [];
  const env: Record<string, string> = { LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'silent', KAFKA_BROKERS: '', ...options.env, INTERNAL_SECRET: internalSecret };
  for (const { definition } of services) {
    const db = await createTestDatabase(`${label}_${definition.name}`, definition);
    databases.push(db);
    env[`${definition.name.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`] = db.url;
  }
  const system = await startSystem({ ...options, ports: 'ephemeral', env });
  return {
    system,
    internalSecret,
    stop: async () => {
      await system.stop();
      for (const db of databases) await db.drop();
    },
  };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  readonly status: number;
  readonly headers: Headers;
  readonly data?: T;
  readonly errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** One POST to the gateway as the web app sends it. */
export async function post<T = Record<string, unknown>>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<GraphQLResponse<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: { data?: T; errors?: GraphQLResponse['errors'] } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    parsed = { errors: [{ message: text }] };
  }
  return { status: res.status, headers: res.headers, ...parsed };
}

/** The session cookie (`name=value`) a response set, if any. */
export const cookieOf = (res: GraphQLResponse): string | undefined => res.headers.getSetCookie()[0]?.split(';')[0];

/** A new member, signed in (sign-up starts no session, so they log in after): their id and session cookie. */
export async function signUp(url: string, firstName: string): Promise<{ id: string; email: string; cookie: string }> {
  const email = `${firstName.toLowerCase()}-${randomUUID()}@example.org`;
  const created = await post<{ signIn: null }>(url, {
    query: `mutation($firstName: String!, $email: String!) {
      signIn(firstName: $firstName, lastName: "Test", email: $email, password: "Faithful2026", mutationType: SIGN_UP) { id }
    }`,
    variables: { firstName, email },
  });
  if (created.errors) throw new Error(`sign-up failed: ${JSON.stringify(created.errors)}`);
  const res = await post<{ signIn: { id: string } }>(url, {
    query: 'mutation($email: String!) { signIn(email: $email, password: "Faithful2026", mutationType: LOGIN) { id } }',
    variables: { email },
  });
  const cookie = cookieOf(res);
  if (!res.data?.signIn || !cookie) throw new Error(`log-in after sign-up failed: ${JSON.stringify(res.errors)}`);
  return { id: res.data.signIn.id, email, cookie };
}

/** A WebSocket class for graphql-ws that sends these headers with its upgrade, as a browser sends its cookie. */
export const webSocketWith = (headers: Record<string, string>) =>
  class extends WebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  };

export const wsUrlOf = (httpUrl: string): string => httpUrl.replace(/^http/, 'ws');

/** A graphql-ws client of the gateway as a browser with `cookie` (no retries, so a close is final). */
export function wsClient(gatewayUrl: string, headers: Record<string, string>): { client: Client; closed: Promise<number> } {
  let closedWith: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: wsUrlOf(gatewayUrl),
    webSocketImpl: webSocketWith({ origin: 'http://localhost:3000', ...headers }),
    retryAttempts: 0,
    lazy: true,
    on: { closed: (event) => closedWith((event as { code: number }).code) },
  });
  return { client, closed };
}

/** Subscribes and collects results; `next()` waits for the next one. */
export function collect<T>(client: Client, query: string): { next(): Promise<ExecutionResult<T>>; error: Promise<unknown>; stop(): void } {
  const results: ExecutionResult<T>[] = [];
  const waiting: ((result: ExecutionResult<T>) => void)[] = [];
  let fail: (error: unknown) => void = () => {};
  const error = new Promise<unknown>((resolve) => (fail = resolve));
  const stop = client.subscribe<T>(
    { query },
    {
      next: (result) => {
        const waiter = waiting.shift();
        if (waiter) waiter(result as ExecutionResult<T>);
        else results.push(result as ExecutionResult<T>);
      },
      error: (e) => fail(e),
      complete: () => {},
    },
  );
  return {
    next: () => {
      const ready = results.shift();
      return ready ? Promise.resolve(ready) : new Promise((resolve) => waiting.push(resolve));
    },
    error,
    stop,
  };
}

/** Opens a raw socket and resolves with the close code the server ends it with. */
export function rawSocket(
  gatewayUrl: string,
  protocols: string[],
  headers: Record<string, string> = {},
): { socket: WebSocket; opened: Promise<void>; closed: Promise<{ code: number; reason: string }> } {
  const socket = new WebSocket(wsUrlOf(gatewayUrl), protocols, { headers: { origin: 'http://localhost:3000', ...headers } });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  return { socket, opened, closed };
}

/** Another gateway in front of a running system's subgraphs, configured by `env` (limits, trusted documents). */
export async function startGatewayFor(
  system: RunningSystem,
  internalSecret: string,
  env: Record<string, string>,
  extraSubgraphs: readonly SubgraphEntry[] = [],
): Promise<RunningGateway> {
  return startGateway({
    config: loadGatewayConfig({
      INTERNAL_SECRET: internalSecret,
      GATEWAY_PORT: '0',
      ...Object.fromEntries(system.services.map((s) => [`${s.name.toUpperCase().replaceAll('-', '_')}_URL`, s.server.url])),
      ...env,
    }),
    supergraphSdl: composeSupergraph([...subgraphs, ...extraSubgraphs]).supergraphSdl,
    logger: createLogger('gateway', process.env['LOG_LEVEL'] ?? 'silent'),
  });
}
