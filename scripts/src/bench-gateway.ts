import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import {
  anonymousViewer,
  createLogger,
  dropDatabase,
  ensureDatabase,
  serviceDatabaseUrl,
  signViewerToken,
} from '@koinonia/kit';
import {
  benchChild,
  cpuTimeOf,
  percentile,
  runLoadApart,
  startPingSubgraph,
  type BenchChild,
  type GatewayKind,
  type LoadResult,
  type PingSubgraph,
} from '@koinonia/gateway/testing';
import { DEMO_PASSWORD } from './seed/members.ts';
import { isScale, runSeed } from './seed/run-seed.ts';
import { services } from './services.ts';
import { benchDatabaseServer, benchOptions, SMOKE_VERDICT } from './bench-support.ts';
import { startSystem, type RunningSystem } from './system.ts';

// `npm run bench:gateway [-- --duration 10 --connections 50 --rounds 2 --sockets 1000 --participants 50 --scale small --smoke]`:
// the same queries on the same seeded data through this gateway (Rust and JavaScript planners),
// stock @apollo/gateway and, for the single-subgraph query, identity itself; then the gateways
// alone, in front of replayed subgraph answers; then subscription fan-out. Each gateway, the
// replaying subgraphs and the load generator run in their own process; the subgraphs share this one.

const labels: Record<GatewayKind | 'direct', string> = {
  'hive-rust': 'Hive Gateway, Rust planner',
  'hive-js': 'Hive Gateway, JavaScript planner',
  apollo: '@apollo/gateway (stock)',
  'apollo-session-per-request': '@apollo/gateway, session per request (before)',
  direct: 'identity subgraph, called directly',
};
const envName = (service: string): string => service.toUpperCase().replaceAll('-', '_');

async function post(url: string, body: unknown, cookie?: string): Promise<{ data?: Record<string, unknown>; cookie?: string }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });
  const json = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (json.errors) throw new Error(`setup request failed: ${JSON.stringify(json.errors)}`);
  return { ...json, ...(res.headers.getSetCookie()[0] ? { cookie: res.headers.getSetCookie()[0]!.split(';')[0]! } : {}) };
}

const ms = (value: number): string => value.toFixed(value < 10 ? 1 : 0).padStart(8);
const ratio = (value: number): string => `${value.toFixed(2)}×`;

interface Query {
  readonly title: string;
  readonly body: unknown;
  readonly cookie?: string;
  /** Also call the owning subgraph directly (a single-subgraph query). */
  readonly direct?: boolean;
}

/** The signed-in visitor (the seeded lead pastor) and a chat of `participants` members made through the API. */
async function benchQueries(setupUrl: string, suffix: string, participants: number): Promise<{ queries: Query[]; cookie: string; pastorId: string }> {
  const login = await post(setupUrl, {
    query: 'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password, mutationType: LOGIN) { id slug } }',
    variables: { email: 'pastor@koinonia.example', password: DEMO_PASSWORD },
  });
  const pastor = login.data!['signIn'] as { id: string; slug: string };
  const cookie = login.cookie!;
  const others: string[] = [];
  for (let i = 0; i < participants - 1; i++) {
    const email = `bench-${suffix}-${i}@koinonia.example`;
    await post(setupUrl, {
      query: `mutation($email: String!) { signIn(firstName: "Bench", lastName: "Member ${i}", email: $email, password: "${DEMO_PASSWORD}", mutationType: SIGN_UP) { id } }`,
      variables: { email },
    });
    // Sign-up answers no user (it reveals nothing about the address): the member logs in for their id.
    const member = await post(setupUrl, {
      query: 'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password, mutationType: LOGIN) { id } }',
      variables: { email, password: DEMO_PASSWORD },
    });
    others.push((member.data!['signIn'] as { id: string }).id);
  }
  const chat = await post(
    setupUrl,
    { query: 'mutation($ids: [ID!]) { chat(type: USER_GROUP, name: "Bench", participantIds: $ids, mutationType: ADD) { id } }', variables: { ids: others } },
    cookie,
  );
  const queries: Query[] = [
    {
      title: 'Anonymous public profile (identity only)',
      body: {
        query: 'query UserProfile($slug: String!) { userProfile(slug: $slug) { id slug firstName lastName isEmailVerified createdAt profile { id about language profileImageUrl backgroundImageUrl } location { id country city state } } }',
        variables: { slug: pastor.slug },
      },
      direct: true,
    },
    {
      title: 'Signed-in page across three subgraphs (identity, community, notify)',
      body: { query: '{ me { id slug firstName lastName profile { profileImageUrl } } myGroups(first: 10) { results { id slug name } } notifications { unreadCount results { id title isRead createdAt } } }' },
      cookie,
    },
    {
      title: `${participants} chat participants, each with its User from identity`,
      body: {
        query: 'query($id: ID!) { chat(id: $id) { id name participants { id isAdmin user { id slug firstName lastName profile { profileImageUrl } } } } }',
        variables: { id: (chat.data!['chat'] as { id: string }).id },
      },
      cookie,
    },
  ];
  return { queries, cookie, pastorId: pastor.id };
}

interface Target {
  readonly name: GatewayKind | 'direct';
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly process?: BenchChild;
}

type Measured = LoadResult & { cpuMs?: number };

/** One load run against a target after a warm-up, with the target's own CPU time per request when it is a gateway. */
async function measure(target: Target, query: Query, connections: number, durationSeconds: number): Promise<Measured> {
  const body = JSON.stringify(query.body);
  const headers = { 'content-type': 'application/json', ...target.headers };
  const check = (await (await fetch(target.url, { method: 'POST', headers, body })).json()) as { data?: unknown; errors?: unknown };
  if (check.errors || !check.data) throw new Error(`${labels[target.name]} answered ${JSON.stringify(check)}`);
  const spec = { url: target.url, headers, body, connections, durationSeconds, warmupSeconds: 0 };
  await runLoadApart({ ...spec, durationSeconds: Math.min(3, durationSeconds) });
  const before = target.process ? await cpuTimeOf(target.process) : 0;
  const result = await runLoadApart(spec);
  return target.process ? { ...result, cpuMs: ((await cpuTimeOf(target.process)) - before) / result.requests } : result;
}

interface Options {
  readonly durationSeconds: number;
  readonly connections: number;
  readonly sockets: number;
  readonly rounds: number;
  readonly participants: number;
  readonly smoke: boolean;
  readonly suffix: string;
}

/**
 * Each target `rounds` times, taking turns (a burst of load from elsewhere on the machine hits one
 * run, not one target), keeping each target's run with the most requests per second.
 */
async function table(query: Query, targets: readonly (() => Promise<Target>)[], options: Options): Promise<Map<string, Measured>> {
  const best = new Map<string, Measured>();
  for (let round = 0; round < options.rounds; round++) {
    for (const targetOf of targets) {
      const target = await targetOf();
      const result = await measure(target, query, options.connections, options.durationSeconds);
      const kept = best.get(target.name);
      if (!kept || result.requestsPerSecond > kept.requestsPerSecond) best.set(target.name, result);
    }
  }
  console.log(`   ${'target'.padEnd(48)}   req/s   p50 ms   p95 ms   p99 ms   gateway CPU ms/req`);
  for (const [name, result] of best) {
    const cpu = result.cpuMs === undefined ? '' : result.cpuMs.toFixed(2).padStart(12);
    const failed = result.failures ? `   (${result.failures} failed)` : '';
    console.log(`   ${labels[name as keyof typeof labels].padEnd(48)}${result.requestsPerSecond.toFixed(0).padStart(8)} ${ms(result.p50)} ${ms(result.p95)} ${ms(result.p99)}${cpu}${failed}`);
  }
  return best;
}

/** The comparison lines under a table; the one against @apollo/gateway also goes to the summary. */
function compare(results: Map<string, Measured>): string {
  const hive = results.get('hive-rust')!;
  const apollo = results.get('apollo')!;
  const js = results.get('hive-js')!;
  const versus = `Rust planner vs @apollo/gateway: ${ratio(hive.requestsPerSecond / apollo.requestsPerSecond)} the req/s (target ≥ 1.5×), p95 ${ratio(hive.p95 / apollo.p95)} (target ≤ 0.5×), CPU per request ${ratio(hive.cpuMs! / apollo.cpuMs!)}`;
  console.log(`   ${versus}\n   Rust vs JavaScript planner: ${ratio(hive.requestsPerSecond / js.requestsPerSecond)} the req/s, p95 ${ratio(hive.p95 / js.p95)}, CPU per request ${ratio(hive.cpuMs! / js.cpuMs!)}`);
  return versus;
}

async function startGateways(kinds: readonly GatewayKind[], env: Record<string, string>): Promise<Map<GatewayKind, Target>> {
  const gateways = new Map<GatewayKind, Target>();
  for (const kind of kinds) {
    const proc = benchChild('--serve', kind, env);
    gateways.set(kind, { name: kind, url: (await proc.next<{ url: string }>()).url, headers: {}, process: proc });
  }
  return gateways;
}

/**
 * One event's delivery times to `sockets` sockets of one member. The gateway runs one viewer's
 * identical subscriptions once upstream, so the test subgraph's count of subscribers cannot tell
 * when the sockets are in: they are when every one of them receives a warm-up event.
 */
async function fanOut(gatewayUrl: string, cookie: string, sockets: number, ping: PingSubgraph, authorId: string): Promise<number[]> {
  const fan = benchChild('--fanout', { url: gatewayUrl, cookie, sockets });
  try {
    const deadline = Date.now() + 120_000;
    const event = async (timeoutMs: number): Promise<number[]> => {
      fan.send({ type: 'arm', timeoutMs });
      await fan.next();
      ping.publish(authorId);
      return (await fan.next<{ times: number[] }>()).times.sort((a, b) => a - b);
    };
    // Warm-up events until every socket has joined (the first also opens the gateway's connections to identity).
    while ((await event(2_000)).length < sockets && Date.now() < deadline);
    return await event(60_000);
  } finally {
    await fan.stop();
  }
}

async function run(system: RunningSystem, ping: PingSubgraph, internalSecret: string, options: Options): Promise<void> {
  const { queries, cookie, pastorId } = await benchQueries(system.gatewayUrl, options.suffix, options.participants);
  const subgraphUrls = Object.fromEntries(system.services.map((s) => [s.name, s.server.url]));
  const gatewayEnv = (urls: Record<string, string>): Record<string, string> => ({
    ...Object.fromEntries(Object.entries(urls).map(([name, url]) => [`${envName(name)}_URL`, url])),
    INTERNAL_SECRET: internalSecret,
    PING_URL: ping.entry.defaultUrl,
    GATEWAY_PORT: '0',
    // The limiter runs as in production, with a limit this load cannot reach.
    RATE_LIMIT_PER_ADDRESS: '1000000000',
    RATE_LIMIT_PER_SESSION: '1000000000',
    LOG_LEVEL: 'warn',
  });
  const replay = benchChild('--replay', subgraphUrls);
  const { baseUrl } = await replay.next<{ baseUrl: string }>();
  const gateways = await startGateways(['hive-rust', 'hive-js', 'apollo', 'apollo-session-per-request'], gatewayEnv(subgraphUrls));
  const alone = await startGateways(['hive-rust', 'hive-js', 'apollo'], gatewayEnv(Object.fromEntries(Object.keys(subgraphUrls).map((name) => [name, `${baseUrl}/${name}/graphql`]))));
  const summary: string[] = [];
  try {
    console.log(
      `\nGateway benchmark: ${options.connections} connections, ${options.durationSeconds} s per run after a warm-up, best of ${options.rounds} turns, ` +
        `${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)} at the start.\n` +
        `The subgraphs (one process), PostgreSQL, each gateway and the load generator share this machine's cores.`,
    );
    const identityUrl = subgraphUrls['identity']!;
    // Signed just before each run: a viewer token lives 60 s.
    const direct = async (): Promise<Target> => ({ name: 'direct', url: identityUrl, headers: { 'x-koinonia-viewer': await signViewerToken(anonymousViewer, internalSecret) } });
    for (const [index, query] of queries.entries()) {
      console.log(`\n${index + 1}. ${query.title}`);
      const headers: Record<string, string> = query.cookie ? { cookie: query.cookie } : {};
      const through = [...gateways.values()].filter((g) => query.cookie || g.name !== 'apollo-session-per-request');
      const results = await table(query, [...through.map((g) => async () => ({ ...g, headers })), ...(query.direct ? [direct] : [])], options);
      summary.push(`${index + 1}. real subgraphs: ${compare(results)}`);
      if (query.direct) {
        const saturated = `through the gateway vs direct, saturated: p50 ${ratio(results.get('hive-rust')!.p50 / results.get('direct')!.p50)} (target ≤ 1.3×)`;
        // One request at a time: the latency a gateway adds, without queueing on this shared machine.
        const one = async (target: Target) => (await measure(target, query, 1, options.durationSeconds)).p50;
        const [viaHive, viaApollo, straight] = [await one({ ...gateways.get('hive-rust')!, headers }), await one({ ...gateways.get('apollo')!, headers }), await one(await direct())];
        const oneAtATime = `one request at a time, p50: ${straight.toFixed(1)} ms direct, ${viaHive.toFixed(1)} ms through this gateway (${ratio(viaHive / straight)}), ${viaApollo.toFixed(1)} ms through @apollo/gateway (${ratio(viaApollo / straight)})`;
        console.log(`   ${saturated}\n   ${oneAtATime}`);
        summary.push(`${index + 1}. ${saturated}; ${oneAtATime}`);
      }
    }

    console.log('\nThe gateways alone: the same queries, each subgraph answer replayed at once (recorded from the real subgraphs)');
    for (const [index, query] of queries.entries()) {
      console.log(`\n${index + 1}. ${query.title}`);
      const headers: Record<string, string> = query.cookie ? { cookie: query.cookie } : {};
      const results = await table(query, [...alone.values()].map((g) => async () => ({ ...g, headers })), options);
      summary.push(`${index + 1}. gateways alone: ${compare(results)}`);
    }

    console.log(`\nSubscription fan-out: ${options.sockets} sockets subscribed through the gateway, one event (the test subgraph; each socket's event resolves its author at identity)`);
    for (const kind of ['hive-rust', 'hive-js'] as const) {
      const times = await fanOut(gateways.get(kind)!.url, cookie, options.sockets, ping, pastorId);
      const line = `${times.length}/${options.sockets} delivered, p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms, last ${(times.at(-1) ?? Number.NaN).toFixed(0)} ms`;
      console.log(`   ${labels[kind].padEnd(48)}${line}`);
      if (kind === 'hive-rust') summary.push(`fan-out (Rust planner): ${line}`);
    }
    console.log(`\nSummary (load average ${loadavg()[0]!.toFixed(1)} at the end):\n${summary.map((s) => `  ${s}`).join('\n')}`);
    if (options.smoke) console.log(SMOKE_VERDICT);
  } finally {
    for (const gateway of [...gateways.values(), ...alone.values()]) await gateway.process?.stop();
    await replay.stop();
  }
}

const { values, smoke } = benchOptions(
  { duration: '10', connections: '50', sockets: '1000', scale: 'small', rounds: '2', participants: '50' },
  { duration: '1', connections: '4', sockets: '20', rounds: '1', participants: '5' },
);
if (!isScale(values.scale)) throw new Error('--scale must be small or large');
// Ctrl-C ends the benchmark (its children follow); the gateway's runtime would otherwise only dispose itself.
process.once('SIGINT', () => process.exit(130));
const logger = createLogger('bench', 'warn');
const { url: server, stop: stopServer } = await benchDatabaseServer();
// Fresh databases, seeded as `npm run seed` seeds, dropped at the end.
const suffix = randomBytes(3).toString('hex');
const databases = services.map(({ definition }) => ({ name: definition.name, url: serviceDatabaseUrl(server, `bench_${definition.name.replaceAll('-', '_')}_${suffix}`) }));
const databaseEnv = Object.fromEntries(databases.map((d) => [`${envName(d.name)}_DATABASE_URL`, d.url]));
try {
  for (const { url } of databases) await ensureDatabase(url);
  console.log(`Seeding a ${values.scale} community into fresh databases…`);
  await runSeed({ env: { ...process.env, ...databaseEnv }, scale: values.scale, logger });
  const internalSecret = randomBytes(32).toString('hex');
  const ping = await startPingSubgraph({ internalSecret });
  const system = await startSystem({
    ports: 'ephemeral',
    logger,
    env: { ...databaseEnv, DATABASE_URL: server, INTERNAL_SECRET: internalSecret, KAFKA_BROKERS: '', RATE_LIMIT_PER_ADDRESS: '0', RATE_LIMIT_PER_SESSION: '0' },
    extraSubgraphs: [ping.entry],
  });
  try {
    await run(system, ping, internalSecret, {
      durationSeconds: Number(values.duration),
      connections: Number(values.connections),
      sockets: Number(values.sockets),
      rounds: Number(values.rounds),
      participants: Number(values.participants),
      smoke,
      suffix,
    });
  } finally {
    await system.stop();
    await ping.close();
  }
} finally {
  for (const { url } of databases) await dropDatabase(url).catch(() => {});
  await stopServer();
}
