import { cpus, loadavg } from 'node:os';
import { percentile, runLoadApart, type LoadResult } from '@koinonia/gateway/testing';
import { HUBS } from './seed/connections.ts';
import { seedId } from './seed/deterministic.ts';
import { DEMO_PASSWORD } from './seed/members.ts';
import { ms, withSeededSystem } from './bench-seeded-system.ts';
import { benchOptions, SMOKE_VERDICT } from './bench-support.ts';
import { isScale } from './seed/run-seed.ts';

// `npm run bench:people [-- --duration 10 --connections 10 --warmup 3 --scale large --smoke]`: the people queries
// through the gateway on a freshly seeded community (10,000 members and 530,000 connections at the
// large scale): a member's connections and the mutual connections of the two seeded members with
// ~5,000 connections each, the member search, and people you may know. Each query is measured one
// request at a time (the latency a member sees) and then under load (autocannon, in its own
// process). The databases are dropped at the end.

const TARGET_P95_MS = 50;

interface Query {
  readonly title: string;
  readonly query: string;
  readonly variables?: Record<string, unknown>;
  readonly cookie: string;
}

async function post(url: string, body: unknown, cookie?: string): Promise<{ data: Record<string, unknown>; cookie?: string }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (json.errors || !json.data) throw new Error(`request failed: ${JSON.stringify(json.errors ?? json)}`);
  const setCookie = res.headers.getSetCookie()[0];
  return { data: json.data, ...(setCookie ? { cookie: setCookie.split(';')[0]! } : {}) };
}

async function logIn(url: string, email: string): Promise<string> {
  const { cookie } = await post(url, {
    query: 'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password, mutationType: LOGIN) { id } }',
    variables: { email, password: DEMO_PASSWORD },
  });
  if (!cookie) throw new Error(`no session for ${email}`);
  return cookie;
}

const PERSON = 'id slug firstName lastName profile { id profileImageUrl }';

function peopleQueries(pastor: string, member: string): Query[] {
  const secondHub = seedId('member', HUBS[1]);
  return [
    {
      title: 'connections, first page, of a member with ~5,000',
      query: `{ connections(first: 20) { results { id status connector { ${PERSON} } connected { ${PERSON} } } hasNextPage cursor totalConnections } }`,
      cookie: pastor,
    },
    {
      title: 'mutualConnections of two members with ~5,000 each',
      query: `query($userId: ID) { mutualConnections(userId: $userId, first: 20) { results { ${PERSON} } hasNextPage cursor totalMutualConnections } }`,
      variables: { userId: secondHub },
      cookie: pastor,
    },
    {
      title: 'users(search), a common name part ("an")',
      query: `query($search: String) { users(search: $search, first: 20) { results { ${PERSON} } hasNextPage cursor } }`,
      variables: { search: 'an' },
      cookie: member,
    },
    {
      title: 'users(search), a rare name part ("zechariah o")',
      query: `query($search: String) { users(search: $search, first: 20) { results { ${PERSON} } hasNextPage cursor } }`,
      variables: { search: 'zechariah o' },
      cookie: member,
    },
    {
      title: 'suggestedConnections of a member with ~120 connections',
      query: `{ suggestedConnections(first: 20) { results { user { ${PERSON} } mutualConnections sharedOrganizations sameCity } hasNextPage cursor } }`,
      cookie: member,
    },
    {
      title: 'suggestedConnections of a member with ~5,000 connections',
      query: `{ suggestedConnections(first: 20) { results { user { ${PERSON} } mutualConnections sharedOrganizations sameCity } hasNextPage cursor } }`,
      cookie: pastor,
    },
  ];
}

/** Latencies of requests sent one after another: what one member waits, without queueing. */
async function oneAtATime(url: string, query: Query, seconds: number): Promise<{ p50: number; p95: number; p99: number; n: number }> {
  const body = JSON.stringify({ query: query.query, variables: query.variables ?? {} });
  const headers = { 'content-type': 'application/json', cookie: query.cookie };
  const times: number[] = [];
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until || times.length < 20) {
    const started = performance.now();
    const res = await fetch(url, { method: 'POST', headers, body });
    const json = (await res.json()) as { errors?: unknown };
    if (json.errors) throw new Error(`${query.title}: ${JSON.stringify(json.errors)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), n: times.length };
}


async function run(gatewayUrl: string, options: { durationSeconds: number; connections: number; warmupSeconds: number; smoke: boolean }): Promise<void> {
  const pastor = await logIn(gatewayUrl, 'pastor@koinonia.example');
  const member = await logIn(gatewayUrl, 'member@koinonia.example');
  console.log(
    `\nPeople benchmark through the gateway: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)} at the start. ` +
      `One request at a time for ${options.durationSeconds} s, then ${options.connections} connections for ${options.durationSeconds} s (after a ${options.warmupSeconds} s warm-up).` +
      `\nThe subgraphs and the gateway (one process), PostgreSQL and the load generator share the machine's cores.\n`,
  );
  console.log(`   ${'query'.padEnd(56)}  one at a time: p50    p95    p99  | loaded: req/s    p50    p95    p99`);
  const misses: string[] = [];
  for (const query of peopleQueries(pastor, member)) {
    const alone = await oneAtATime(gatewayUrl, query, options.durationSeconds);
    const spec = {
      url: gatewayUrl,
      headers: { 'content-type': 'application/json', cookie: query.cookie },
      body: JSON.stringify({ query: query.query, variables: query.variables ?? {} }),
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      warmupSeconds: options.warmupSeconds,
    };
    const loaded: LoadResult = await runLoadApart(spec);
    const failed = loaded.failures ? `  (${loaded.failures} failed)` : '';
    console.log(
      `   ${query.title.padEnd(56)}  ${' '.repeat(10)}${ms(alone.p50)}${ms(alone.p95)}${ms(alone.p99)}  |  ${loaded.requestsPerSecond.toFixed(0).padStart(9)}${ms(loaded.p50)}${ms(loaded.p95)}${ms(loaded.p99)}${failed}`,
    );
    if (alone.p95 >= TARGET_P95_MS) misses.push(`${query.title}: p95 ${alone.p95.toFixed(0)} ms one at a time`);
  }
  if (options.smoke) console.log(`\n${SMOKE_VERDICT}`);
  else console.log(`\nTarget: p95 < ${TARGET_P95_MS} ms one at a time. ${misses.length ? `Missed:\n${misses.map((m) => `  ${m}`).join('\n')}` : 'All met.'}`);
  console.log(`Load average ${loadavg()[0]!.toFixed(1)} at the end.`);
}

const { values, smoke } = benchOptions(
  { duration: '10', connections: '10', scale: 'large', warmup: '3' },
  { duration: '1', connections: '2', scale: 'small', warmup: '0' },
);
if (!isScale(values.scale)) throw new Error('--scale must be small or large');
await withSeededSystem(
  'people',
  values.scale,
  (counts) => `${counts['identity']!['app_user']} members, ${counts['identity']!['connection']} connections`,
  ({ gatewayUrl }) => run(gatewayUrl, { durationSeconds: Number(values.duration), connections: Number(values.connections), warmupSeconds: Number(values.warmup), smoke }),
);
