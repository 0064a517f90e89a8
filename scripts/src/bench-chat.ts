import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createLogger, dropDatabase, ensureDatabase, serviceDatabaseUrl } from '@koinonia/kit';
import { percentile } from '@koinonia/gateway/testing';
import type { RunningGateway } from '@koinonia/gateway';
import { services } from './services.ts';
import { benchDatabaseServer, benchOptions, SMOKE_VERDICT } from './bench-support.ts';
import { startSystem } from './system.ts';

// `npm run bench:chat [-- --sockets 1000 --idle 5000 --duration 10 --members 10 --quiet 10 --smoke]`: chat live through
// the gateway on fresh databases (loopback, no Kafka, no rate limits): the time from sending a
// message over HTTP to its delivery on each of `sockets` subscribed graphql-ws sockets; the messages
// per second one busy room sustains (members sending at once, everyone listening); and what `idle`
// subscribed sockets cost the process that runs the gateway and the subgraphs. The sockets live in
// a child process (this file with --child), so their own memory and event loop are apart. `quiet`:
// the seconds idle sockets are given to subscribe before their memory is read.

const NEW_MESSAGE = 'subscription($chatId: ID!) { newChatMessage(chatId: $chatId) { id content sender { id firstName } } }';
type Message = Record<string, unknown>;
/** Idle sockets connect this many at a time. */
const IDLE_BATCH = 250;

if (process.argv[2] === '--child') {
  // Sockets, by group; each delivery's latency is now minus the send time the content carries ("t:<ms>").
  const groups = new Map<string, { clients: Client[]; heard: Set<number>; times: number[]; deliveries: number; connected: number }>();
  const send = process.send!.bind(process);
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: Message) => {
    const group = String(message['group']);
    if (message['type'] === 'open') {
      const entry = { clients: [] as Client[], heard: new Set<number>(), times: [] as number[], deliveries: 0, connected: 0 };
      groups.set(group, entry);
      const cookies = message['cookies'] as string[];
      for (let i = 0; i < Number(message['sockets']); i++) {
        const cookie = cookies[i % cookies.length]!;
        const client = createClient({
          url: String(message['url']).replace(/^http/, 'ws'),
          retryAttempts: 0,
          lazy: true,
          on: { connected: () => (entry.connected += 1) },
          webSocketImpl: class extends WebSocket {
            constructor(address: string, protocols?: string | string[]) {
              super(address, protocols, { headers: { cookie, origin: 'http://localhost:3000' } });
            }
          },
        });
        client.subscribe<{ newChatMessage: { content: string } }>({ query: NEW_MESSAGE, variables: { chatId: message['chatId'] } }, {
          next: (result) => {
            const content = result.data?.newChatMessage.content ?? '';
            entry.heard.add(i);
            entry.deliveries += 1;
            if (content.startsWith('t:')) entry.times.push(Date.now() - Number(content.slice(2).split(' ')[0]));
          },
          error: () => {},
          complete: () => {},
        });
        entry.clients.push(client);
      }
      send({ type: 'opened' });
    } else if (message['type'] === 'status') {
      const entry = groups.get(group)!;
      send({ heard: entry.heard.size, connected: entry.connected, deliveries: entry.deliveries, times: entry.times.splice(0) });
    } else if (message['type'] === 'close') {
      const entry = groups.get(group)!;
      groups.delete(group);
      for (const client of entry.clients) void client.dispose();
      send({ type: 'closed' });
    }
  });
} else {
  await main();
}

/** The child holding the sockets, talked to one request and one answer at a time. */
function socketsChild() {
  const proc = fork(fileURLToPath(import.meta.url), ['--child']);
  const inbox: Message[] = [];
  const waiting: ((message: Message) => void)[] = [];
  proc.on('message', (message: Message) => (waiting.shift() ?? ((m: Message) => inbox.push(m)))(message));
  const ask = <T extends Message>(message: Message): Promise<T> => {
    proc.send(message);
    return new Promise((resolve) => {
      const ready = inbox.shift();
      if (ready) resolve(ready as T);
      else waiting.push(resolve as (message: Message) => void);
    });
  };
  return { ask, stop: () => proc.kill() };
}

async function main(): Promise<void> {
  const { values, smoke } = benchOptions(
    { sockets: '1000', idle: '5000', duration: '10', members: '10', rounds: '5', quiet: '10' },
    { sockets: '20', idle: '50', duration: '2', members: '3', rounds: '2', quiet: '1' },
  );
  const [sockets, idle, duration, memberCount, rounds, quietSeconds] = [values.sockets, values.idle, values.duration, values.members, values.rounds, values.quiet].map(Number) as [number, number, number, number, number, number];
  process.once('SIGINT', () => process.exit(130));
  const logger = createLogger('bench', 'warn');
  const { url: server, stop: stopServer } = await benchDatabaseServer();
  const suffix = randomBytes(3).toString('hex');
  const databases = services.map(({ definition }) => ({ name: definition.name, url: serviceDatabaseUrl(server, `bench_chat_${definition.name.replaceAll('-', '_')}_${suffix}`) }));
  const child = socketsChild();
  try {
    for (const { url } of databases) await ensureDatabase(url);
    const system = await startSystem({
      ports: 'ephemeral',
      logger,
      env: {
        ...Object.fromEntries(databases.map((d) => [`${d.name.toUpperCase().replaceAll('-', '_')}_DATABASE_URL`, d.url])),
        DATABASE_URL: server,
        INTERNAL_SECRET: randomBytes(32).toString('hex'),
        KAFKA_BROKERS: '',
        RATE_LIMIT_PER_ADDRESS: '0',
        RATE_LIMIT_PER_SESSION: '0',
      },
    });
    try {
      await measure(system.gatewayUrl, child, system.gateway.stats, { sockets, idle, duration, memberCount, rounds, quietSeconds });
      if (smoke) console.log(SMOKE_VERDICT);
    } finally {
      await system.stop();
    }
  } finally {
    child.stop();
    for (const { url } of databases) await dropDatabase(url).catch(() => {});
    await stopServer();
  }
}

async function post<T>(url: string, query: string, variables: Record<string, unknown>, cookie?: string): Promise<{ data: T; cookie?: string }> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) }, body: JSON.stringify({ query, variables }) });
  const json = (await res.json()) as { data?: T; errors?: unknown[] };
  if (json.errors || !json.data) throw new Error(`request failed: ${JSON.stringify(json.errors)}`);
  const set = res.headers.getSetCookie()[0];
  return { data: json.data, ...(set ? { cookie: set.split(';')[0]! } : {}) };
}

async function member(url: string, i: number): Promise<{ id: string; cookie: string }> {
  const email = `bench-chat-${i}-${randomBytes(4).toString('hex')}@koinonia.example`;
  const password = 'Faithful2026';
  await post(url, `mutation($email: String!) { signIn(firstName: "Bench", lastName: "Member ${i}", email: $email, password: "${password}", mutationType: SIGN_UP) { id } }`, { email });
  const login = await post<{ signIn: { id: string } }>(url, 'mutation($email: String!) { signIn(email: $email, password: "Faithful2026", mutationType: LOGIN) { id } }', { email });
  return { id: login.data.signIn.id, cookie: login.cookie! };
}

type Child = ReturnType<typeof socketsChild>;
interface Status extends Message {
  heard: number;
  connected: number;
  deliveries: number;
  times: number[];
}

async function measure(url: string, child: Child, stats: RunningGateway['stats'], o: { sockets: number; idle: number; duration: number; memberCount: number; rounds: number; quietSeconds: number }): Promise<void> {
  console.log(
    `\nChat live benchmark through the gateway: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)} at the start. ` +
      `The subgraphs and the gateway (this process), PostgreSQL and the sockets (a child process) share the machine's cores.`,
  );
  const members = await Promise.all(Array.from({ length: o.memberCount }, (_, i) => member(url, i)));
  const [owner, ...others] = members;
  const chatOf = async (name: string) =>
    (await post<{ chat: { id: string } }>(url, `mutation($ids: [ID!]) { chat(type: USER_GROUP, name: "${name}", participantIds: $ids, mutationType: ADD) { id } }`, { ids: others.map((m) => m.id) }, owner!.cookie)).data.chat.id;
  const say = (sender: { cookie: string }, chatId: string, content: string) =>
    post(url, 'mutation($chatId: ID!, $content: String!) { chatMessage(chatId: $chatId, content: $content, mutationType: ADD) { id } }', { chatId, content }, sender.cookie);
  const status = (group: string) => child.ask<Status>({ type: 'status', group });
  /**
   * Opens `count` subscribed sockets (the members' sessions in turn) and says hello until every one
   * heard (the gateway tells no subscriber count); another hello only once the last stopped spreading,
   * so that no backlog of hellos is left to drain into the figures.
   */
  const openLive = async (group: string, chatId: string, count: number) => {
    await child.ask({ type: 'open', group, url, chatId, sockets: count, cookies: members.map((m) => m.cookie) });
    const deadline = Date.now() + 300_000;
    for (let heard = 0, last = -1; heard < count; ) {
      if (Date.now() > deadline) throw new Error(`${group}: not every socket subscribed within 5 minutes`);
      if (heard === last) await say(owner!, chatId, 'hello');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      last = heard;
      heard = (await status(group)).heard;
    }
  };

  // 1. One message to `sockets` subscribers, `rounds` times after the warm-up above.
  const room = await chatOf('Busy room');
  await openLive('fan', room, o.sockets);
  const times: number[] = [];
  const identityBefore = stats.subgraphRequests['identity'] ?? 0;
  for (let round = 0; round < o.rounds; round++) {
    await status('fan');
    await say(owner!, room, `t:${Date.now()}`);
    const deadline = Date.now() + 30_000;
    let got: number[] = [];
    while (got.length < o.sockets && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      got = got.concat((await status('fan')).times);
    }
    for (const time of got) times.push(time);
  }
  times.sort((a, b) => a - b);
  console.log(
    `\n1. One message to ${o.sockets} sockets subscribed to newChatMessage (${o.memberCount} members' sessions), ${o.rounds} messages:\n` +
      `   ${times.length}/${o.sockets * o.rounds} delivered, send to delivery p50 ${percentile(times, 50).toFixed(0)} ms, p99 ${percentile(times, 99).toFixed(0)} ms (target p99 < 50 ms), max ${(times.at(-1) ?? NaN).toFixed(0)} ms;\n` +
      `   the gateway asked identity ${(((stats.subgraphRequests['identity'] ?? 0) - identityBefore) / o.rounds).toFixed(0)} times a message for its sender`,
  );

  // 2. Every member sending at once, one message after another, for `duration` seconds, into the same room.
  await status('fan');
  const before = (await status('fan')).deliveries;
  let [sent, failed] = [0, 0];
  const started = performance.now();
  const until = Date.now() + o.duration * 1000;
  await Promise.all(members.map(async (m) => {
    while (Date.now() < until) {
      // A refused send (the system shedding load) is counted, not fatal: it is part of the figure.
      const ok = await say(m, room, `t:${Date.now()} busy`).then(() => true, () => false);
      if (ok) sent += 1;
      else failed += 1;
    }
  }));
  const sendSeconds = (performance.now() - started) / 1000;
  // Wait for the deliveries to drain (bounded): until the count stops moving for a second.
  // Appended one by one: spreading thousands of times into one push overflows the call stack.
  const busy: number[] = [];
  const delivered = async () => {
    const now = await status('fan');
    for (const time of now.times) busy.push(time);
    return now.deliveries - before;
  };
  let deliveries = await delivered();
  for (let last = -1; deliveries !== last && performance.now() - started < (o.duration + 30) * 1000;) {
    last = deliveries;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    deliveries = await delivered();
  }
  busy.sort((a, b) => a - b);
  const drainedSeconds = (performance.now() - started) / 1000;
  console.log(
    `\n2. One busy room: ${o.memberCount} members sending at once for ${o.duration} s, ${o.sockets} sockets listening:\n` +
      `   ${(sent / sendSeconds).toFixed(0)} messages/s sent (${sent} in ${sendSeconds.toFixed(1)} s, ${failed} refused); ${deliveries}/${sent * o.sockets} deliveries in ${drainedSeconds.toFixed(1)} s ` +
      `(${(deliveries / drainedSeconds).toFixed(0)} deliveries/s, ${(deliveries / o.sockets / drainedSeconds).toFixed(0)} messages/s reaching every socket); ` +
      `send to delivery p50 ${percentile(busy, 50).toFixed(0)} ms, p99 ${percentile(busy, 99).toFixed(0)} ms`,
  );
  await child.ask({ type: 'close', group: 'fan' });

  // 3. What idle subscribed sockets cost the gateway and subgraphs' process.
  const gc = (globalThis as { gc?: () => void }).gc;
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    gc?.();
    return process.memoryUsage();
  };
  const quiet = await chatOf('Quiet room');
  const baseline = await settle();
  // Idle: no message is sent; the sockets are counted once acknowledged (graphql-ws connected, their
  // subscribe sent), then given time to subscribe. They connect a batch at a time: 5,000 at once is a
  // connection storm (each upgrade checks its session with identity), not what idle sockets cost.
  const idleGroups: string[] = [];
  const deadline = Date.now() + 300_000;
  for (let opened = 0; opened < o.idle; opened += IDLE_BATCH) {
    const group = `idle-${opened}`;
    const count = Math.min(IDLE_BATCH, o.idle - opened);
    idleGroups.push(group);
    await child.ask({ type: 'open', group, url, chatId: quiet, sockets: count, cookies: members.map((m) => m.cookie) });
    while ((await status(group)).connected < count) {
      if (Date.now() > deadline) throw new Error('idle: not every socket connected within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, o.quietSeconds * 1000));
  const loaded = await settle();
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const kb = (bytes: number) => `${(bytes / 1024 / o.idle).toFixed(1)} KB`;
  console.log(
    `\n3. ${o.idle} idle sockets subscribed to newChatMessage (${gc ? 'after a full GC' : 'without --expose-gc'}), in the process running the gateway and the subgraphs:\n` +
      `   RSS ${mb(baseline.rss)} → ${mb(loaded.rss)} (+${mb(loaded.rss - baseline.rss)}, ${kb(loaded.rss - baseline.rss)} a socket); ` +
      `JS heap ${mb(baseline.heapUsed)} → ${mb(loaded.heapUsed)} (+${mb(loaded.heapUsed - baseline.heapUsed)}, ${kb(loaded.heapUsed - baseline.heapUsed)} a socket)`,
  );
  for (const group of idleGroups) await child.ask({ type: 'close', group });
  console.log(`\nLoad average ${loadavg()[0]!.toFixed(1)} at the end.`);
}
