/**
 * `npm run bench:events`: how fast domain events go outbox → Kafka → consumer, with the production
 * components (kit's OutboxRelay, the Kafka adapter, startConsumer with its processed_event
 * deduplication) on a real broker and real PostgreSQL. A benchmark, not a test: it prints figures
 * and asserts nothing.
 *
 * - Throughput: a backlog of events already committed in the outbox (as after an outage), drained
 *   by one relay and one consumer; events/s from the relay's start until the last one is handled.
 * - Latency at a target rate (BENCH_RATE, default 1,000 events/s): writers commit one event per
 *   transaction on a fixed schedule and nudge the relay after each commit (as a service does after
 *   a mutation). Commit-to-handled latency runs from the writer's commit until the consumer's
 *   transaction for that event committed; p50/p99 over the measured window, after a warm-up. Then
 *   the same at a tenth of the rate, as a reference for a path that is not saturated.
 *
 * Measured with the consumer as the services run it (one partition at a time) and, except for the
 * reference, with it handling its topic's 3 partitions concurrently. The producer and the consumer each have their own
 * database and Kafka client, as two services would; everything runs in this one process.
 *
 * Needs KAFKA_BROKERS (`npm run kafka:up`, KAFKA_BROKERS=127.0.0.1:9092); without it, it says it
 * skipped and exits 0, as it does when the broker does not answer (except in a smoke run: exit 1).
 * Uses DATABASE_URL, or an embedded PostgreSQL in a temporary directory. Topics and consumer groups carry a per-run namespace (`bench-<id>-<phase>.`), so a Koinonia
 * running on the same broker is not disturbed; they are deleted at the end. Bounded: under two
 * minutes.
 *
 * Environment: BENCH_RATE (events/s, default 1000), BENCH_SECONDS (measured seconds of each latency
 * run, default 8), BENCH_BACKLOG (events of each throughput run, default 5000); a smoke run
 * (`--smoke` or BENCH_SMOKE=1) defaults to 100 events/s, 1 s and 200 events.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  configVars,
  createEventBus,
  createLogger,
  dropDatabase,
  EventHandlers,
  freePort,
  loadConfig,
  OutboxRelay,
  recordEvent,
  serviceDatabaseUrl,
  startConsumer,
  startEmbeddedPostgres,
  startServiceOrm,
  type EventBus,
  type KafkaTuning,
  type MikroORM,
} from '@koinonia/kit';
// Straight from the files: kit's testing barrel brings jest's globals, which a script cannot load.
import { deleteKafkaNamespaces } from '../../services/kit/src/testing/kafka-cleanup.ts';
import { namespacedBus } from '../../services/kit/src/testing/namespaced-bus.ts';
import { z } from 'zod';
import { benchOptions, SMOKE_VERDICT } from './bench-support.ts';

const { smoke } = benchOptions({}, {});
const settings = loadConfig({
  KAFKA_BROKERS: configVars.brokers(),
  DATABASE_URL: configVars.optionalUrl().describe('PostgreSQL server; embedded PostgreSQL when unset'),
  BENCH_RATE: z.coerce.number().int().min(10).max(20_000).default(smoke ? 100 : 1_000).describe('target events/s of the latency runs'),
  BENCH_SECONDS: z.coerce.number().int().min(1).max(20).default(smoke ? 1 : 8).describe('measured seconds of each latency run'),
  BENCH_BACKLOG: z.coerce.number().int().min(100).max(50_000).default(smoke ? 200 : 5_000).describe('events of each throughput run'),
  LOG_LEVEL: configVars.logLevel(),
});
const brokers = settings.KAFKA_BROKERS ?? [];
if (!brokers.length) {
  console.log('bench:events skipped: it needs a Kafka broker, and KAFKA_BROKERS is unset (run `npm run kafka:up` and set KAFKA_BROKERS=127.0.0.1:9092).');
  process.exit(0);
}

const EVENT = 'identity.user.email-verified' as const;
const WARMUP_SECONDS = 2;
/** Longest waits for the consumer to catch up; they keep the whole benchmark under two minutes. */
const DRAIN_LIMIT_MS = 8_000;
const THROUGHPUT_LIMIT_MS = 15_000;
const WRITERS = 16;

interface Consumer {
  readonly label: string;
  readonly title: string;
  readonly kafka: KafkaTuning;
}
const serial: Consumer = { label: 'serial', title: 'one partition at a time', kafka: { partitionsConsumedConcurrently: 1 } };
const parallel: Consumer = { label: 'parallel', title: 'all 3 partitions concurrently (as the services run)', kafka: {} };

const logger = createLogger('bench-events', process.env['LOG_LEVEL'] ? settings.LOG_LEVEL : 'error');
const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const namespace = `bench-${runId}`;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted: readonly number[], p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]! : Number.NaN;
const ms = (value: number): string => (Number.isFinite(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : 'n/a');
const fmt = (value: number): string => Math.round(value).toLocaleString('en-US');

interface Pipeline {
  readonly producerOrm: MikroORM;
  readonly relay: OutboxRelay;
  stop(): Promise<void>;
}

/**
 * A producing service (outbox and relay, as `identity`) and a consuming service (`startConsumer`
 * with a handler for EVENT that does nothing beyond the processed_event insert), each with its own
 * database and Kafka client. `onHandled` runs once the consumer's transaction for an event committed.
 */
async function startPipeline(server: string, phase: string, consumer: Consumer, onHandled: (eventId: string) => void): Promise<Pipeline> {
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async (): Promise<void> => {
    for (const step of stops.reverse()) await step().catch(() => {});
  };
  try {
    const name = `${namespace}-${phase}`;
    const producerDb = serviceDatabaseUrl(server, `bench_${runId}_${phase}_producer`.replaceAll('-', '_'));
    const consumerDb = serviceDatabaseUrl(server, `bench_${runId}_${phase}_consumer`.replaceAll('-', '_'));
    stops.push(() => dropDatabase(producerDb), () => dropDatabase(consumerDb));
    const producerOrm = await startServiceOrm({ name: `${name}-producer`, databaseUrl: producerDb, entities: [], migrations: [], logger });
    stops.push(() => producerOrm.close());
    const consumerOrm = await startServiceOrm({ name: `${name}-consumer`, databaseUrl: consumerDb, entities: [], migrations: [], logger });
    stops.push(() => consumerOrm.close());

    const producerBus = namespacedBus(await createEventBus({ brokers, clientId: 'bench-producer', logger }), name);
    stops.push(() => producerBus.close());
    const consumerKafka = namespacedBus(await createEventBus({ brokers, clientId: 'bench-consumer', logger, kafka: consumer.kafka }), name);
    stops.push(() => consumerKafka.close());
    const consumerBus: EventBus = {
      ...consumerKafka,
      subscribe: (subscription) =>
        consumerKafka.subscribe({
          ...subscription,
          handle: async (message) => {
            await subscription.handle(message); // resolves after the consumer's transaction committed
            const id = message.headers?.['event-id'];
            if (id) onHandled(id);
          },
        }),
    };
    const relay = new OutboxRelay({ orm: producerOrm, bus: producerBus, source: 'identity', logger });
    stops.push(() => relay.stop());
    await startConsumer({ group: 'bench-consumer', orm: consumerOrm, bus: consumerBus, handlers: new EventHandlers().on(EVENT, 1, async () => {}), logger });
    return { producerOrm, relay, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function throughput(server: string, consumer: Consumer): Promise<string> {
  let handled = 0;
  const pipeline = await startPipeline(server, `${consumer.label}-backlog`, consumer, () => {
    handled += 1;
  });
  try {
    const total = settings.BENCH_BACKLOG;
    await pipeline.producerOrm.em.fork().execute(
      `insert into outbox_event (id, type, version, source, aggregate_id, payload, occurred_at)
       select gen_random_uuid(), ?, 1, 'identity', 'aggregate-' || (n % 100),
              jsonb_build_object('userId', 'aggregate-' || (n % 100), 'email', 'n' || n || '@example.org'), now()
         from generate_series(1, ?) as n`,
      [EVENT, total],
    );
    const started = performance.now();
    pipeline.relay.start();
    while (handled < total && performance.now() - started < THROUGHPUT_LIMIT_MS) await sleep(10);
    const seconds = (performance.now() - started) / 1_000;
    return (
      `${fmt(handled / seconds)} events/s (${fmt(handled)} events in ${seconds.toFixed(1)} s` +
      (handled < total ? `; stopped after ${THROUGHPUT_LIMIT_MS / 1_000} s with ${fmt(total - handled)} left)` : ')')
    );
  } finally {
    await pipeline.stop();
  }
}

async function latency(server: string, consumer: Consumer, rate: number): Promise<string[]> {
  const committedAt = new Map<string, number>();
  const measured = new Set<string>();
  const latencies: number[] = [];
  const total = (WARMUP_SECONDS + settings.BENCH_SECONDS) * rate;
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  let handledInWindow = 0;
  const pipeline = await startPipeline(server, `${consumer.label}-${rate}`, consumer, (id) => {
    const now = performance.now();
    if (measured.has(id)) latencies.push(now - committedAt.get(id)!);
    if (now >= windowStart && now < windowEnd) handledInWindow += 1;
  });
  try {
    pipeline.relay.start();
    const aggregates = Array.from({ length: 100 }, () => randomUUID());
    const viewer = { userId: null, impersonatorId: null };
    const started = performance.now();
    windowStart = started + WARMUP_SECONDS * 1_000;
    windowEnd = windowStart + settings.BENCH_SECONDS * 1_000;
    let next = 0;
    let maxLag = 0;
    let publishedAtWindowStart = 0;
    let publishedAtWindowEnd = 0;
    const marks = [
      setTimeout(() => (publishedAtWindowStart = pipeline.relay.stats.published), windowStart - started),
      setTimeout(() => (publishedAtWindowEnd = pipeline.relay.stats.published), windowEnd - started),
    ];
    // Event i is due at started + i/rate; each writer takes the next one, waits until it is due and
    // commits it in a transaction of its own.
    const writer = async (): Promise<void> => {
      for (;;) {
        const i = next++;
        if (i >= total) return;
        const wait = started + (i * 1_000) / rate - performance.now();
        if (wait > 0) await sleep(wait);
        else maxLag = Math.max(maxLag, -wait);
        const aggregateId = aggregates[i % aggregates.length]!;
        const id = await pipeline.producerOrm.em.fork().transactional(async (em) =>
          recordEvent(em, 'identity', viewer, { type: EVENT, version: 1, aggregateId, payload: { userId: aggregateId, email: `n${i}@example.org` } }),
        );
        committedAt.set(id, performance.now());
        if (i >= WARMUP_SECONDS * rate) measured.add(id);
        pipeline.relay.nudge();
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    const committedSeconds = (performance.now() - windowStart) / 1_000;
    const drainFrom = performance.now();
    while (latencies.length < measured.size && performance.now() - drainFrom < DRAIN_LIMIT_MS) await sleep(20);
    marks.forEach(clearTimeout);
    const sorted = latencies.sort((a, b) => a - b);
    const lines = [
      `committed ${fmt(measured.size / committedSeconds)} events/s (writers at most ${ms(maxLag)} behind schedule), ` +
        `relay published ${fmt((publishedAtWindowEnd - publishedAtWindowStart) / settings.BENCH_SECONDS)} events/s, ` +
        `consumer handled ${fmt(handledInWindow / settings.BENCH_SECONDS)} events/s`,
      `commit-to-handled: p50 ${ms(percentile(sorted, 50))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? Number.NaN)}` +
        ` (${fmt(sorted.length)} events)`,
    ];
    if (sorted.length < measured.size) {
      lines.push(
        `${fmt(measured.size - sorted.length)} of ${fmt(measured.size)} events still unhandled ${DRAIN_LIMIT_MS / 1_000} s after the last commit: ` +
          'the consumer does not keep up, and the latencies above (of the handled ones) are a lower bound',
      );
    }
    return lines;
  } finally {
    await pipeline.stop();
  }
}

const cleanUps: (() => Promise<unknown>)[] = [];
try {
  // Is a broker there? The adapter's admin client gives up within seconds when it is not.
  const probe = await createEventBus({ brokers, clientId: 'bench-probe', logger: createLogger('bench-events', 'silent') });
  try {
    await probe.ensureTopics([`${namespace}-serial-backlog.koinonia.identity.events`]); // the first run's topic
  } catch (error) {
    console.log(`bench:events: no Kafka broker answers at ${brokers.join(',')} (${(error as Error).message.split('\n')[0]}).`);
    console.log('Start one with `npm run kafka:up`. Nothing was measured.');
    await probe.close();
    // A smoke run is a check: a broker named but not answering is a failure, not a skip.
    process.exit(smoke ? 1 : 0);
  }
  await probe.close();

  let server = settings.DATABASE_URL;
  let database = 'PostgreSQL at DATABASE_URL';
  if (!server) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'koinonia-bench-pg-'));
    cleanUps.push(() => rm(dir, { recursive: true, force: true }));
    await chmod(dir, 0o755); // as root, PostgreSQL runs as the postgres user and must reach its data directory
    const port = await freePort();
    const pg = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port });
    cleanUps.push(() => pg.stop());
    server = pg.url;
    database = `embedded PostgreSQL (port ${port})`;
  }

  const began = performance.now();
  console.log(`bench:events: outbox → Kafka (${brokers.join(',')}) → consumer; ${database}; ${os.cpus().length} CPU(s); namespace ${namespace}`);
  console.log('relay: poll 250 ms, batch 100, nudged after each commit. consumer: one transaction per event, offset committed after each.\n');
  console.log('throughput (a backlog of committed events drained)');
  for (const consumer of [serial, parallel]) console.log(`  consumer ${consumer.title}: ${await throughput(server, consumer)}`);
  const reference = Math.max(10, Math.round(settings.BENCH_RATE / 10));
  for (const rate of [settings.BENCH_RATE, reference]) {
    console.log(`\nat a target of ${fmt(rate)} events/s (one event per transaction; ${settings.BENCH_SECONDS} s measured after a ${WARMUP_SECONDS} s warm-up)`);
    for (const consumer of rate === reference ? [serial] : [serial, parallel]) {
      const lines = await latency(server, consumer, rate);
      console.log(`  consumer ${consumer.title}:\n${lines.map((line) => `    ${line}`).join('\n')}`);
    }
  }
  console.log(`\n(${((performance.now() - began) / 1_000).toFixed(0)} s)`);
  if (smoke) console.log(SMOKE_VERDICT);
} catch (error) {
  console.error('bench:events failed:', error);
  process.exitCode = 1;
} finally {
  for (const step of cleanUps.reverse()) await step().catch(() => {});
  await deleteKafkaNamespaces(brokers, [`${namespace}-`]);
}
process.exit(process.exitCode ?? 0);
