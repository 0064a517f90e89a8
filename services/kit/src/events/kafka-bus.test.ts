/**
 * The Kafka adapter against a real broker (`npm run kafka:up`, then KAFKA_BROKERS=127.0.0.1:9092).
 * Without KAFKA_BROKERS these tests are skipped, and say so (or fail, when REQUIRED_INFRASTRUCTURE
 * names kafka). kafkajs's admin client is used here only to inspect committed offsets; the code
 * under test is the adapter.
 */
import { createServer } from 'node:net';
import { it, expect, beforeAll, afterAll } from '@jest/globals';
import kafkajs from 'kafkajs';
import type { Admin } from 'kafkajs';
import type { BusMessage, EventBus } from './bus.ts';
import { createKafkaBus, parseKafkaBrokers } from './kafka-bus.ts';
import type { KafkaBusLogger, KafkaBusOptions } from './kafka-bus.ts';
import { describeWith } from '../testing/infrastructure.ts';

const brokersEnv = process.env.KAFKA_BROKERS;
const describeKafka = describeWith('kafka', 'kafka-bus.test.ts');
const brokers = parseKafkaBrokers(brokersEnv ?? '');

const unique = (prefix: string): string =>
  `test.${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;

/** Collects log lines instead of printing them; a test can look at them. */
const memoryLogger = (): KafkaBusLogger & { lines: { level: string; msg?: string; obj: object }[] } => {
  const lines: { level: string; msg?: string; obj: object }[] = [];
  return {
    lines,
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
};

const waitFor = async (what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** A port on which nothing listens. */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
};

const message = (topic: string, key: string, value: string, headers?: Record<string, string>): BusMessage => ({
  topic,
  key,
  value,
  ...(headers ? { headers } : {}),
});

describeKafka('Kafka event bus (real broker)', () => {
  const buses: EventBus[] = [];
  let admin: Admin;

  const newBus = (options: Partial<KafkaBusOptions> = {}): EventBus => {
    const bus = createKafkaBus({ brokers, clientId: 'kafka-bus-test', logger: memoryLogger(), ...options });
    buses.push(bus);
    return bus;
  };

  /** The group's committed offset per partition ('-1': nothing committed). */
  const committed = async (group: string, topic: string): Promise<Record<number, string>> => {
    const [result] = await admin.fetchOffsets({ groupId: group, topics: [topic] });
    return Object.fromEntries((result?.partitions ?? []).map(({ partition, offset }) => [partition, offset]));
  };

  beforeAll(async () => {
    admin = new kafkajs.Kafka({ clientId: 'kafka-bus-test-admin', brokers, logLevel: kafkajs.logLevel.NOTHING }).admin();
    await admin.connect();
  });

  afterAll(async () => {
    await Promise.allSettled(buses.map((bus) => bus.close()));
    await admin?.disconnect();
  });

  it('describes itself by its brokers', () => {
    expect(newBus().description).toBe(`kafka (${brokers.join(', ')})`);
  });

  it('creates topics explicitly, idempotently, with the configured partitions', async () => {
    const bus = newBus({ partitions: 2 });
    const topic = unique('topics');
    await bus.ensureTopics([topic, topic]);
    await bus.ensureTopics([topic]);
    const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
    expect(metadata.topics[0]?.partitions).toHaveLength(2);
  });

  it('delivers what was published, once, in order per key, with its headers', async () => {
    const bus = newBus();
    const topic = unique('order');
    await bus.ensureTopics([topic]);
    const keys = ['aggregate-a', 'aggregate-b', 'aggregate-c', 'aggregate-d'];
    const published: BusMessage[] = [];
    for (let batch = 0; batch < 5; batch += 1) {
      const messages = keys.flatMap((key) =>
        [0, 1].map((i) => message(topic, key, JSON.stringify({ key, n: batch * 2 + i }), { 'event-type': 'test.v1' })),
      );
      published.push(...messages);
      await bus.publish(messages);
    }

    const received: BusMessage[] = [];
    await bus.subscribe({
      group: unique('group'),
      topics: [topic],
      handle: async (delivered) => {
        received.push(delivered);
      },
    });
    await waitFor('every message', () => received.length >= published.length);
    await new Promise((resolve) => setTimeout(resolve, 500)); // nothing more arrives
    expect(received).toHaveLength(published.length);
    for (const key of keys) {
      const sent = published.filter((m) => m.key === key).map((m) => m.value);
      const got = received.filter((m) => m.key === key).map((m) => m.value);
      expect(got).toEqual(sent);
    }
    expect(received[0]?.headers).toEqual({ 'event-type': 'test.v1' });
    expect(received[0]?.topic).toBe(topic);
  });

  it('rejects a publish within a few seconds when no broker answers', async () => {
    const port = await closedPort();
    const bus = newBus({ brokers: [`127.0.0.1:${port}`] });
    const started = Date.now();
    await expect(bus.publish([message('test.nowhere', 'k', 'v')])).rejects.toThrow(/publish of 1 message\(s\) failed/);
    expect(Date.now() - started).toBeLessThan(20_000);
    // And again (the relay retries): it reconnects from scratch and fails as fast.
    const again = Date.now();
    await expect(bus.publish([message('test.nowhere', 'k', 'v')])).rejects.toThrow();
    expect(Date.now() - again).toBeLessThan(20_000);
  });

  it('rejects a publish to a topic that was never created (no auto-create)', async () => {
    const bus = newBus();
    await expect(bus.publish([message(unique('missing'), 'k', 'v')])).rejects.toThrow();
  });

  it('delivers a message again when its handler rejects, and commits it only once handled', async () => {
    const bus = newBus({ redeliveryBackoffMs: 100 });
    const topic = unique('redeliver');
    const group = unique('group');
    await bus.ensureTopics([topic]);
    await bus.publish([message(topic, 'k', 'first'), message(topic, 'k', 'second')]);

    const seen: string[] = [];
    const committedDuringRetry: Record<number, string>[] = [];
    let failures = 0;
    await bus.subscribe({
      group,
      topics: [topic],
      handle: async (delivered) => {
        seen.push(delivered.value);
        if (delivered.value === 'first' && failures === 0) {
          failures += 1;
          throw new Error('transient failure');
        }
        if (delivered.value === 'first') committedDuringRetry.push(await committed(group, topic));
      },
    });
    await waitFor('both messages handled', () => seen.includes('second'));
    expect(seen).toEqual(['first', 'first', 'second']);
    // While the retry ran, nothing had been committed for the group.
    expect(Object.values(committedDuringRetry[0] ?? { 0: 'missing' }).every((offset) => offset === '-1')).toBe(true);
    // Afterwards the partition's offset is past both messages.
    await waitFor('the commit', async () => Object.values(await committed(group, topic)).includes('2'));
  });

  it('delivers a message again when its commit fails', async () => {
    let commitFailures = 0;
    const bus = newBus({
      beforeCommit: async ({ message: delivered }) => {
        if (delivered.value === 'one' && commitFailures === 0) {
          commitFailures += 1;
          throw new Error('broker gone during commit');
        }
      },
    });
    const topic = unique('commitfail');
    await bus.ensureTopics([topic]);
    await bus.publish([message(topic, 'k', 'one'), message(topic, 'k', 'two')]);
    const seen: string[] = [];
    await bus.subscribe({
      group: unique('group'),
      topics: [topic],
      handle: async (delivered) => {
        seen.push(delivered.value);
      },
    });
    await waitFor('the second message', () => seen.includes('two'), 30_000);
    expect(seen).toEqual(['one', 'one', 'two']);
  });

  it('resumes after the last committed message when a new consumer joins the group', async () => {
    const topic = unique('resume');
    const group = unique('group');
    const setup = newBus();
    await setup.ensureTopics([topic]);
    const values = Array.from({ length: 10 }, (_, i) => `m${i}`);
    await setup.publish(values.map((value) => message(topic, 'one-aggregate', value)));

    // The first consumer handles m0..m4 and is closed while handling m4, before m4 is committed.
    const first = createKafkaBus({ brokers, clientId: 'kafka-bus-test', logger: memoryLogger() });
    buses.push(first);
    const firstSeen: string[] = [];
    let closing: Promise<void> | undefined;
    await first.subscribe({
      group,
      topics: [topic],
      handle: async (delivered) => {
        firstSeen.push(delivered.value);
        if (delivered.value === 'm4') closing = first.close(); // not awaited: close waits for this handler
      },
    });
    await waitFor('the first consumer to stop', () => closing !== undefined);
    await closing;
    expect(firstSeen).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    const offsets = Object.values(await committed(group, topic));
    expect(offsets.filter((offset) => offset === '4')).toHaveLength(1); // m0..m3 committed, m4 not

    // A new member of the group starts at m4: nothing committed is delivered again, nothing is lost.
    const second = newBus();
    const secondSeen: string[] = [];
    await second.subscribe({
      group,
      topics: [topic],
      handle: async (delivered) => {
        secondSeen.push(delivered.value);
      },
    });
    await waitFor('the rest', () => secondSeen.length >= 6);
    expect(secondSeen).toEqual(['m4', 'm5', 'm6', 'm7', 'm8', 'm9']);
  });

  it('refuses to work once closed', async () => {
    const bus = newBus();
    await bus.close();
    await expect(bus.publish([message('t', 'k', 'v')])).rejects.toThrow(/closed/);
  });
});
