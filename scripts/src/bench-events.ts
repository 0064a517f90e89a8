/**
 * `npm run bench:events`: how fast domain events go outbox → Kafka → consumer, with the production
 * components (kit's OutboxRelay, the Kafka adapter with its production settings, startConsumer with
 * its processed_event deduplication) on a real broker and real PostgreSQL. A benchmark, not a test:
 * it prints figures and asserts nothing.
 *
 * 1. Throughput: a backlog of events already committed in the outbox, drained by one relay and one
 *    consumer; events/s from the relay's start until the consumer handled the last one.
 * 2. Latency at a target rate (default 1,000 events/s): writers commit one event per transaction on
 *    a fixed schedule and nudge the relay after each commit (as a service does after a mutation);
 *    commit-to-handled latency is from the writer's commit until the consumer's transaction for that
 *    event committed. p50/p99 over the measured window (after a warm-up).
 *
 * Needs KAFKA_BROKERS (`npm run kafka:up`, KAFKA_BROKERS=127.0.0.1:9092); without a reachable broker
 * it says so and exits 0. Uses DATABASE_URL, or an embedded PostgreSQL in a temporary directory.
 * Topics and consumer groups carry a per-run namespace (`bench-<id>-<run>.`), so a running Koinonia
 * on the same broker is not disturbed (the topics stay on the broker until its retention removes them). Bounded: about a minute, never more than two.
 *
 * Environment: BENCH_RATE (events/s, default 1000), BENCH_SECONDS (measured seconds at that rate,
 * default 20), BENCH_BACKLOG (events in the throughput run, default 10000).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  configVars,
  createEventBus,
  createLogger,
  dropDatabase,
  EventHandlers,
  loadConfig,
  OutboxRelay,
  recordEvent,
  serviceDatabaseUrl,
  startConsumer,
  startEmbeddedPostgres,
  startServiceOrm,
  type EventBus,
  type MikroORM,
} from '@koinonia/kit';
import { freePort, namespacedBus } from '@koinonia/kit/testing';
import { z } from 'zod';

const settings = loadConfig({
  KAFKA_BROKERS: configVars.brokers(),
  DATABASE_URL: configVars.optionalUrl().describe('PostgreSQL server; embedded PostgreSQL when unset'),
  BENCH_RATE: z.coerce.number().int().min(1).max(20_000).default(1_000).describe('target events/s of the latency run'),
  BENCH_SECONDS: z.coerce.number().int().min(1).max(60).default(20).describe('measured seconds of the latency run'),
  BENCH_BACKLOG: z.coerce.number().int().min(100).max(100_000).default(10_000).describe('events in the throughput run'),
  LOG_LEVEL: configVars.logLevel(),
});

if (!settings.KAFKA_BROKERS?.length) {
  console.log('bench:events needs a Kafka broker: KAFKA_BROKERS is unset. Run `npm run kafka:up` and set KAFKA_BROKERS=127.0.0.1:9092.');
  process.exit(0);
}

const EVENT = 'identity.user.email-verified' as const;
const WARMUP_SECONDS = 3;
/** Longest wait for the consumer to catch up after a run, so that the whole benchmark stays under 2 minutes. */
const DRAIN_LIMIT_MS = 25_000;
const THROUGHPUT_LIMIT_MS = 40_000;
const logger = createLogger('bench-events', process.env['LOG_LEVEL'] ? settings.LOG_LEVEL : 'error');
const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const namespace = `bench-${runId}`;

const stops: (() => Promise<unknown>)[] = [];
const cleanUp = async (): Promise<void> => {
  for (const stop of stops.reverse()) await stop().catch(() => {});
};

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : Number.NaN;
const ms = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const fmt = (value: number): string => Math.round(value).toLocaleString('en-US');

async function kafkaBus(clientId: string, label: string): Promise<EventBus> {
  const bus = namespacedBus(await createEventBus({ brokers: settings.KAFKA_BROKERS, clientId, logger }), `${namespace}-${label}`);
  stops.push(() => bus.close());
  return bus;
}

/**
 * One producing service (outbox + relay, as `identity`) and one consuming service (its own database,
 * `startConsumer` with a handler for EVENT), each with its own Kafka client, as two processes would.
 * `onHandled` is called after the consumer's transaction for an event committed.
 */
async function startPipeline(server: string, label: string, onHandled: (eventId: string) => void) {
  const producerDb = serviceDatabaseUrl(server, `bench_${runId}_${label}_producer`);
  const consumerDb = serviceDatabaseUrl(server, `bench_${runId}_${label}_consumer`);
  stops.push(() => dropDatabase(producerDb), () => dropDatabase(consumerDb));
  const producerOrm = await startServiceOrm({ name: `bench-producer-${label}`, databaseUrl: producerDb, entities: [], migrations: [], logger });
  stops.push(() => producerOrm.close());
  const consumerOrm = await startServiceOrm({ name: `bench-consumer-${label}`, databaseUrl: consumerDb, entities: [], migrations: [], logger });
  stops.push(() => consumerOrm.close());

  const producerBus = await kafkaBus(`bench-producer-${label}`, label);
  const consumerKafka = await kafkaBus(`bench-consumer-${label}`, label);
  // Notes when the consumer's handling (its transaction, processed_event included) has committed.
  const consumerBus: EventBus = {
    ...consumerKafka,
    subscribe: (subscription) =>
      consumerKafka.subscribe({
        ...subscription,
        handle: async (message) => {
          await subscription.handle(message);
          const id = message.headers?.['event-id'];
          if (id) onHandled(id);
        },
      }),
  };
  const relay = new OutboxRelay({ orm: producerOrm, bus: producerBus, source: 'identity', logger });
  stops.push(() => relay.stop());
  const handlers = new EventHandlers().on(EVENT, 1, async () => {});
  const stats = await startConsumer({ group: `bench-consumer-${label}`, orm: consumerOrm, bus: consumerBus, handlers, logger });
  return { producerOrm, relay, stats };
}

/** Inserts `count` committed events into the outbox at once (what the relay finds after an outage). */
async function fillOutbox(orm: MikroORM, count: number): Promise<void> {
  await orm.em.fork().execute(
    `insert into outbox_event (id, type, version, source, aggregate_id, payload, occurred_at)
     select gen_random_uuid(), ?, 1, 'identity', 'aggregate-' || (n % 100),
            jsonb_build_object('userId', 'aggregate-' || (n % 100), 'email', 'n' || n || '@example.org'), now()
       from generate_series(1, ?) as n`,
    [EVENT, count],
  );
}

async function throughputRun(server: string): Promise<{ handled: number; seconds: number; finished: boolean }> {
  let handled = 0;
  const pipeline = await startPipeline(server, 'throughput', () => {
    handled += 1;
  });
  await fillOutbox(pipeline.producerOrm, settings.BENCH_BACKLOG);
  const started = performance.now();
  pipeline.relay.start();
  const deadline = started + THROUGHPUT_LIMIT_MS;
  while (handled < settings.BENCH_BACKLOG && performance.now() < deadline) await sleep(10);
  const seconds = (performance.now() - started) / 1_000;
  await pipeline.relay.stop();
  return { handled, seconds, finished: handled >= settings.BENCH_BACKLOG };
}

interface LatencyResult {
  offered: number;
  offeredRate: number;
  handled: number;
  latencies: number[];
  handledRate: number;
  lateWriters: number;
}

async function latencyRun(server: string): Promise<LatencyResult> {
  const committedAt = new Map<string, number>();
  const measured = new Set<string>();
  const latencies: number[] = [];
  let windowHandled = 0;
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  const pipeline = await startPipeline(server, 'latency', (id) => {
    const now = performance.now();
    const at = committedAt.get(id);
    if (at !== undefined && measured.has(id)) latencies.push(now - at);
    if (now >= windowStart && now < windowEnd) windowHandled += 1;
  });
  pipeline.relay.start();

  const rate = settings.BENCH_RATE;
  const total = (WARMUP_SECONDS + settings.BENCH_SECONDS) * rate;
  const warmup = WARMUP_SECONDS * rate;
  const aggregates = Array.from({ length: 100 }, () => randomUUID());
  const viewer = { userId: null, impersonatorId: null };
  const started = performance.now();
  windowStart = started + WARMUP_SECONDS * 1_000;
  windowEnd = windowStart + settings.BENCH_SECONDS * 1_000;
  let next = 0;
  let lateWriters = 0;
  // Writers take the next event when it is due (event i at started + i/rate) and commit it in a
  // transaction of its own; enough of them that one slow commit does not hold the schedule back.
  const writer = async (): Promise<void> => {
    for (;;) {
      const i = next++;
      if (i >= total) return;
      const due = started + (i * 1_000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      else if (wait < -100) lateWriters += 1;
      const aggregateId = aggregates[i % aggregates.length]!;
      const id = await pipeline.producerOrm.em.fork().transactional(async (em) =>
        recordEvent(em, 'identity', viewer, { type: EVENT, version: 1, aggregateId, payload: { userId: aggregateId, email: `n${i}@example.org` } }),
      );
      committedAt.set(id, performance.now());
      if (i >= warmup) measured.add(id);
      pipeline.relay.nudge();
    }
  };
  await Promise.all(Array.from({ length: 16 }, writer));
  const offeredSeconds = (performance.now() - started) / 1_000 - WARMUP_SECONDS;
  const drainDeadline = performance.now() + DRAIN_LIMIT_MS;
  while (latencies.length < measured.size && performance.now() < drainDeadline) await sleep(20);
  await pipeline.relay.stop();
  return {
    offered: measured.size,
    offeredRate: measured.size / offeredSeconds,
    handled: latencies.length,
    latencies: latencies.sort((a, b) => a - b),
    handledRate: windowHandled / settings.BENCH_SECONDS,
    lateWriters,
  };
}

try {
  // Is the broker there? The adapter's admin fails within seconds when it is not.
  const probe = await createEventBus({ brokers: settings.KAFKA_BROKERS, clientId: 'bench-probe', logger });
  try {
    await probe.ensureTopics([`${namespace}-throughput.koinonia.identity.events`]);
  } catch (error) {
    console.log(`bench:events: no Kafka broker at ${settings.KAFKA_BROKERS.join(',')} (${(error as Error).message.split('\n')[0]}).`);
    console.log('Start one with `npm run kafka:up`; nothing was measured.');
    await probe.close();
    process.exit(0);
  }
  await probe.close();

  let server = settings.DATABASE_URL;
  let database = 'PostgreSQL at DATABASE_URL';
  if (!server) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-bench-pg-'));
    stops.push(() => rm(dir, { recursive: true, force: true }));
    const port = await freePort();
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port });
    stops.push(() => pg.stop());
    server = pg.url;
    database = `embedded PostgreSQL (port ${port})`;
  }

  console.log(`bench:events — outbox → Kafka (${settings.KAFKA_BROKERS.join(',')}) → consumer, ${database}, ${os.cpus().length} CPU(s)`);
  console.log(`namespace ${namespace}-*; relay: poll 250 ms, batch 100, nudged after each commit; consumer: 1 partition at a time, offset committed per event\n`);

  const throughput = await throughputRun(server);
  console.log(`throughput (backlog of ${fmt(settings.BENCH_BACKLOG)} committed events drained)`);
  console.log(
    `  ${fmt(throughput.handled)} events in ${throughput.seconds.toFixed(1)} s: ${fmt(throughput.handled / throughput.seconds)} events/s` +
      (throughput.finished ? '' : ` (stopped after ${THROUGHPUT_LIMIT_MS / 1_000} s, backlog not drained)`),
  );

  const latency = await latencyRun(server);
  const sorted = latency.latencies;
  console.log(`\nlatency at a target of ${fmt(settings.BENCH_RATE)} events/s (one event per transaction, ${settings.BENCH_SECONDS} s after a ${WARMUP_SECONDS} s warm-up)`);
  console.log(`  offered:  ${fmt(latency.offered)} events, ${fmt(latency.offeredRate)} events/s committed`);
  console.log(`  handled:  ${fmt(latency.handledRate)} events/s during the window; ${fmt(latency.handled)} of ${fmt(latency.offered)} handled in the end`);
  console.log(`  commit-to-handled: p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}`);
  if (latency.handled < latency.offered) {
    console.log(`  (${fmt(latency.offered - latency.handled)} events were still unhandled ${DRAIN_LIMIT_MS / 1_000} s after the last commit: the figures above are a lower bound)`);
  }
  if (latency.lateWriters > 0) console.log(`  (${fmt(latency.lateWriters)} commits started over 100 ms late: the writers could not hold the target rate)`);
} catch (error) {
  console.error('bench:events failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(process.exitCode ?? 0);
