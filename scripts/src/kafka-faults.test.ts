/**
 * Faults the event path survives, against a real Kafka broker (`npm run kafka:up`, then
 * KAFKA_BROKERS=127.0.0.1:9092) and real PostgreSQL, with the real identity and notify services:
 * a sign-up in identity records `identity.user.signed-up` and `identity.email-verification.requested`
 * in its outbox, identity's relay publishes them to Kafka, and notify consumes them and queues a
 * welcome and a verification e-mail (rows unique per event and kind).
 *
 * Each test runs on its own bus namespace (a prefix on every topic and consumer group, see
 * services/kit/src/testing/namespaced-bus.ts), so tests, parallel test files and earlier runs sharing the broker never
 * see each other's messages; the services under test see the ordinary names. The broker itself is
 * never stopped (other files use it at the same time): "the broker is down" is a TCP proxy between
 * the bus and the broker that the test cuts and restores. Without KAFKA_BROKERS these tests are
 * skipped, and say so. Nothing here asserts timing; waits are bounded only so that a failure ends.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import kafkajs from 'kafkajs';
import type { Admin } from 'kafkajs';
import type { MikroORM } from '@mikro-orm/postgresql';
import { identityService, loadIdentityConfig } from '@koinonia/identity';
import { loadNotifyConfig, notifyService } from '@koinonia/notify';
import {
  anonymousViewer,
  createLogger,
  deadLetterTopic,
  eventTopic,
  OutboxRelay,
  recordEvent,
  startService,
  startServiceOrm,
  type BusMessage,
  type EventBus,
  type ServiceConfig,
} from '@koinonia/kit';
import { createKafkaBus, parseKafkaBrokers, type BrokerAddress, type KafkaBusOptions } from '@koinonia/kit/kafka';
import {
  createTestDatabase,
  dataOf,
  deleteKafkaNamespaces,
  namespacedBus,
  publishTestEvent,
  startTcpProxy,
  startTestService,
  TEST_INTERNAL_SECRET,
  waitFor,
  type NamespacedBus,
  type TcpProxy,
  type TestDatabase,
  type TestService,
} from '@koinonia/kit/testing';

const brokersEnv = process.env['KAFKA_BROKERS'];
if (!brokersEnv) {
  // Straight to stderr: jest does not show the console output of a file whose tests all skip when
  // it runs several files.
  process.stderr.write(
    'Kafka fault tests skipped (kafka-faults.test.ts): KAFKA_BROKERS is unset. Start a broker with `npm run kafka:up` and run with KAFKA_BROKERS=127.0.0.1:9092.\n',
  );
}
const describeKafka = brokersEnv ? describe : describe.skip;
const brokers = parseKafkaBrokers(brokersEnv ?? '');

const SIGNED_UP = 'identity.user.signed-up';
const VERIFICATION = 'identity.email-verification.requested';
const IDENTITY_TOPIC = eventTopic('identity');
const logLevel = process.env['LOG_LEVEL'] ?? 'silent';
const logger = createLogger('kafka-faults-test', logLevel);
const TEST_TIMEOUT = 120_000;
const WAIT = 60_000;

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let namespaces = 0;
const newNamespace = (label: string): string => `test-faults-${runId}-${(namespaces += 1)}-${label}`;

const SIGN_UP = `
  mutation SignUp($firstName: String, $lastName: String, $email: String!, $password: String!) {
    signIn(firstName: $firstName, lastName: $lastName, email: $email, password: $password, mutationType: SIGN_UP) { id email }
  }`;

const uniqueEmail = (label: string): string => `${label}-${randomUUID()}@church.example.org`;

const signUp = async (identity: TestService<ReturnType<typeof loadIdentityConfig>>, email: string): Promise<string> => {
  const result = await identity.run<{ signIn: { id: string } }>(anonymousViewer, SIGN_UP, {
    firstName: 'Phoebe',
    lastName: 'Deacon',
    email,
    password: 'Grace2026',
  });
  return dataOf(result).signIn.id;
};

type HasSql = Pick<TestService<ServiceConfig>, 'sql'>;

interface EmailRow {
  kind: string;
  source_event_id: string;
}
const emailsTo = (notify: HasSql, email: string): Promise<EmailRow[]> =>
  notify.sql<EmailRow>('select kind, source_event_id from email where "to" = ? order by kind', [email]);

interface OutboxRow {
  id: string;
  type: string;
  sent_at: Date | null;
}
const outboxOf = (identity: HasSql, aggregateId: string): Promise<OutboxRow[]> =>
  identity.sql<OutboxRow>('select id, type, sent_at from outbox_event where aggregate_id = ? order by position', [aggregateId]);

/** Collects what arrives on a topic of the (namespaced) bus, in a consumer group of its own. */
const collect = async (bus: EventBus, topic: string): Promise<BusMessage[]> => {
  const received: BusMessage[] = [];
  await bus.subscribe({
    group: `reader-${randomUUID()}`,
    topics: [topic],
    handle: async (message) => {
      received.push(message);
    },
  });
  return received;
};

/**
 * A bus that "dies" when `kill()` is called: from then on every delivery fails before it reaches
 * the service's handler, so nothing more is handled or committed (as in a crashed process).
 */
const mortal = (inner: EventBus): EventBus & { kill(): void } => {
  let dead = false;
  return {
    ...inner,
    description: inner.description,
    ensureTopics: (topics) => inner.ensureTopics(topics),
    publish: (messages) => inner.publish(messages),
    close: () => inner.close(),
    subscribe: (subscription) =>
      inner.subscribe({
        ...subscription,
        handle: async (message) => {
          if (dead) throw new Error('simulated crash: this consumer is dead');
          await subscription.handle(message);
        },
      }),
    kill() {
      dead = true;
    },
  };
};

describeKafka('Kafka event path under faults (real broker, identity → notify)', () => {
  let admin: Admin;
  const buses: EventBus[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  const used: string[] = [];

  const kafkaBus = (namespace: string, options: Partial<KafkaBusOptions> = {}): NamespacedBus => {
    used.push(namespace);
    const bus = namespacedBus(createKafkaBus({ brokers, clientId: 'kafka-faults-test', logger, ...options }), namespace);
    buses.push(bus);
    return bus;
  };

  /** Messages ever written to a topic (all partitions). */
  const messagesOn = async (topic: string): Promise<number> =>
    (await admin.fetchTopicOffsets(topic)).reduce((sum, p) => sum + Number(p.high) - Number(p.low), 0);

  /**
   * TCP proxies in front of every broker (the bootstrap addresses and the ones the cluster
   * advertises) and the `dialAddress` that makes a bus connect through them.
   */
  const brokerGate = async (): Promise<{ cut(): void; restore(): void; dial: (address: BrokerAddress) => BrokerAddress; proxies: TcpProxy[] }> => {
    const cluster = await admin.describeCluster();
    const addresses = new Set([...brokers, ...cluster.brokers.map((b) => `${b.host}:${b.port}`)]);
    const proxies = new Map<string, TcpProxy>();
    for (const address of addresses) {
      const [host, port] = [address.slice(0, address.lastIndexOf(':')), Number(address.slice(address.lastIndexOf(':') + 1))];
      const proxy = await startTcpProxy({ host, port });
      cleanups.push(() => proxy.close());
      proxies.set(address, proxy);
    }
    return {
      proxies: [...proxies.values()],
      cut: () => proxies.forEach((proxy) => proxy.cut()),
      restore: () => proxies.forEach((proxy) => proxy.restore()),
      dial: (address) => {
        const proxy = proxies.get(`${address.host}:${address.port}`);
        if (!proxy) throw new Error(`no proxy for broker ${address.host}:${address.port}`);
        return { host: proxy.host, port: proxy.port };
      },
    };
  };

  beforeAll(async () => {
    admin = new kafkajs.Kafka({ clientId: 'kafka-faults-test-admin', brokers, logLevel: kafkajs.logLevel.NOTHING }).admin();
    await admin.connect();
  });

  afterAll(async () => {
    // Buses first (their consumers use the services' databases), then services, databases, proxies.
    await Promise.allSettled(buses.map((bus) => bus.close()));
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
    await admin?.disconnect();
    // Leave nothing behind on the shared broker: this run's topics and consumer groups.
    await deleteKafkaNamespaces(brokers, used.map((namespace) => `${namespace}.`));
  });

  const startIdentity = async (bus: EventBus) => {
    const identity = await startTestService(identityService, loadIdentityConfig, { bus });
    cleanups.push(() => identity.stop());
    return identity;
  };
  const startNotify = async (bus: EventBus) => {
    const notify = await startTestService(notifyService, loadNotifyConfig, { bus });
    cleanups.push(() => notify.stop());
    return notify;
  };

  it(
    'keeps an event whose commit happens while the broker is unreachable in the outbox, and delivers it once after',
    async () => {
      const gate = await brokerGate();
      // One bus for both services, every connection of it through the proxy: the relay's producer
      // and notify's consumer both lose the broker.
      const bus = kafkaBus(newNamespace('down'), { dialAddress: gate.dial });
      const identity = await startIdentity(bus);
      const notify = await startNotify(bus);
      const stats = notify.service.consumerStats!;
      // Steady state first: a sign-up travels while the broker is reachable (the relay's producer
      // is connected, notify's consumer is fetching).
      const earlier = uniqueEmail('before');
      await signUp(identity, earlier);
      await waitFor(async () => (await emailsTo(notify, earlier)).length === 2, WAIT, 'the first sign-up to reach notify');

      gate.cut();
      const email = uniqueEmail('down');
      const userId = await signUp(identity, email); // the change commits without the broker

      const waiting = await outboxOf(identity, userId);
      expect(waiting.map((row) => row.type)).toEqual([SIGNED_UP, VERIFICATION]);
      const failuresBefore = identity.service.relay.stats.failures;
      await waitFor(async () => identity.service.relay.stats.failures >= failuresBefore + 2, WAIT, 'the relay to try and fail twice');
      expect((await outboxOf(identity, userId)).map((row) => row.sent_at)).toEqual([null, null]);
      expect(await emailsTo(notify, email)).toEqual([]);
      expect(gate.proxies.some((proxy) => proxy.refused > 0)).toBe(true);

      gate.restore();
      await waitFor(async () => (await outboxOf(identity, userId)).every((row) => row.sent_at !== null), WAIT, 'the outbox to drain');
      // Everything that reached the topic (a publish that failed midway may have written some of it
      // before the relay published again) has been through notify's consumer.
      const onTopic = await messagesOn(bus.name(IDENTITY_TOPIC));
      expect(onTopic).toBeGreaterThanOrEqual(4);
      await waitFor(async () => stats.handled + stats.duplicates >= onTopic, WAIT, 'notify to consume every message');

      const [signedUp, verification] = waiting;
      expect(stats.handled).toBe(4);
      expect(await emailsTo(notify, email)).toEqual([
        { kind: 'verify-email', source_event_id: verification!.id },
        { kind: 'welcome', source_event_id: signedUp!.id },
      ]);
    },
    TEST_TIMEOUT,
  );

  it(
    'does not repeat a side effect when the consumer crashed after it and before committing the offset',
    async () => {
      const namespace = newNamespace('crash');
      const identityBus = kafkaBus(namespace);
      const identity = await startIdentity(identityBus);

      // Notify, first process: handles the verification event (its e-mail row commits), then dies
      // before the offset is committed.
      let crashedAt: { partition: number; offset: string } | undefined;
      const firstBus = mortal(
        kafkaBus(namespace, {
          beforeCommit: async ({ message, partition, offset }) => {
            if (message.headers?.['event-type'] !== VERIFICATION || crashedAt) return;
            crashedAt = { partition, offset };
            firstBus.kill();
            throw new Error('simulated crash before the offset commit');
          },
        }),
      );
      const first = await startTestService(notifyService, loadNotifyConfig, { bus: firstBus });
      let firstStopped: Promise<void> | undefined;
      const stopFirst = (): Promise<void> => (firstStopped ??= first.service.stop());
      cleanups.push(() => first.db.drop(), stopFirst);

      const email = uniqueEmail('crash');
      const userId = await signUp(identity, email);
      const crash = await waitFor(async () => crashedAt, WAIT, 'the first notify process to crash');
      expect(first.service.consumerStats).toMatchObject({ handled: 2, duplicates: 0 });
      expect((await emailsTo(first, email)).map((row) => row.kind)).toEqual(['verify-email', 'welcome']);
      // The group's offset is still at the verification event: it will be delivered again.
      const topic = identityBus.name(IDENTITY_TOPIC);
      const group = identityBus.name('notify');
      const committedOffset = async (): Promise<string | undefined> => {
        const [offsets] = await admin.fetchOffsets({ groupId: group, topics: [topic] });
        return offsets?.partitions.find((p) => p.partition === crash.partition)?.offset;
      };
      expect(await committedOffset()).toBe(crash.offset);

      await firstBus.close();
      await stopFirst();

      // Notify, second process: same database, same consumer group.
      const secondBus = kafkaBus(namespace);
      const config = loadNotifyConfig({
        NOTIFY_DATABASE_URL: first.db.url,
        NOTIFY_PORT: '0',
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        LOG_LEVEL: logLevel,
      });
      const second = await startService(notifyService, config, { bus: secondBus, logger });
      cleanups.push(() => second.stop());
      const stats = second.consumerStats!;
      await waitFor(async () => stats.duplicates >= 1, WAIT, 'the verification event to be delivered again');
      expect(stats).toMatchObject({ handled: 0, duplicates: 1, deadLettered: 0 });
      await waitFor(async () => (await committedOffset()) === String(BigInt(crash.offset) + 1n), WAIT, 'the offset commit');

      const [verification] = (await outboxOf(identity, userId)).filter((row) => row.type === VERIFICATION);
      const rows = await first.sql<{ kind: string; source_event_id: string; status: string }>(
        'select kind, source_event_id, status from email where "to" = ? order by kind',
        [email],
      );
      expect(rows.filter((row) => row.kind === 'verify-email')).toEqual([
        { kind: 'verify-email', source_event_id: verification!.id, status: expect.any(String) },
      ]);
      expect(rows).toHaveLength(2);
      // And the second process's dispatcher delivers that one e-mail.
      await waitFor(
        async () => (await first.sql<{ n: number }>(`select count(*)::int as n from email where "to" = ? and status = 'SENT'`, [email]))[0]!.n === 2,
        WAIT,
        'the e-mails to be sent',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'publishes each event once and in order per aggregate when two relays of one service run at once',
    async () => {
      const bus = kafkaBus(newNamespace('relays'));
      const db: TestDatabase = await createTestDatabase('relays');
      cleanups.push(() => db.drop());
      // Two replicas of a service: two ORMs (connection pools) on one database, two relays, one topic.
      const orms: MikroORM[] = [];
      for (const replica of [1, 2]) {
        const orm = await startServiceOrm({ name: `identity-replica-${replica}`, databaseUrl: db.url, entities: [], migrations: [], logger });
        cleanups.push(() => orm.close());
        orms.push(orm);
      }
      const relays = orms.map((orm) => new OutboxRelay({ orm, bus, source: 'identity', logger, pollMs: 5, batchSize: 7 }));
      for (const relay of relays) {
        relay.start();
        cleanups.push(() => relay.stop());
      }

      // Writers on both replicas at once: per aggregate, events in sequence of one to three per
      // transaction; aggregates interleaved.
      const aggregates = Array.from({ length: 8 }, () => randomUUID());
      const perAggregate = 24;
      const viewer = { userId: null, impersonatorId: null };
      await Promise.all(
        aggregates.map(async (aggregateId, a) => {
          for (let n = 0; n < perAggregate; ) {
            const take = Math.min(1 + ((n + a) % 3), perAggregate - n);
            const orm = orms[(n + a) % 2]!;
            await orm.em.fork().transactional(async (em) => {
              for (let i = 0; i < take; i += 1) {
                recordEvent(em, 'identity', viewer, {
                  type: 'identity.user.email-verified',
                  version: 1,
                  aggregateId,
                  payload: { userId: aggregateId, email: `n${n + i}@example.org` },
                });
              }
            });
            n += take;
          }
        }),
      );
      const total = aggregates.length * perAggregate;
      const sql = orms[0]!.em.fork();
      await waitFor(
        async () => (await sql.execute<{ n: number }[]>('select count(*)::int as n from outbox_event where sent_at is null'))[0]!.n === 0,
        WAIT,
        'both relays to drain the outbox',
      );
      // Read the topic (which the relays created) from its beginning.
      const received = await collect(bus, IDENTITY_TOPIC);
      await waitFor(async () => received.length >= total, WAIT, 'every event on the topic');
      for (const relay of relays) await relay.stop();

      // Once: the topic holds exactly one message per event, and the relays' counts add up.
      expect(await messagesOn(bus.name(IDENTITY_TOPIC))).toBe(total);
      const ids = received.map((message) => (JSON.parse(message.value) as { id: string }).id);
      expect(new Set(ids).size).toBe(total);
      expect(relays[0]!.stats.published + relays[1]!.stats.published).toBe(total);
      // In order: per aggregate, the topic's order is the outbox's (commit) order.
      const outbox = await sql.execute<{ id: string; aggregate_id: string }[]>('select id, aggregate_id from outbox_event order by position');
      for (const aggregateId of aggregates) {
        const expected = outbox.filter((row) => row.aggregate_id === aggregateId).map((row) => row.id);
        const got = received.filter((message) => message.key === aggregateId).map((message) => (JSON.parse(message.value) as { id: string }).id);
        expect(got).toEqual(expected);
      }
    },
    TEST_TIMEOUT,
  );

  const verificationEvent = (email: string, aggregateId: string) => ({
    type: VERIFICATION,
    version: 1,
    aggregateId,
    payload: {
      userId: aggregateId,
      email,
      firstName: 'Lydia',
      verifyUrl: 'http://localhost:3000/verify-email?token=abc',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });

  it(
    'dead-letters a malformed message, an unknown version and an invalid payload, and goes on consuming',
    async () => {
      const bus = kafkaBus(newNamespace('malformed'));
      const notify = await startNotify(bus);
      const deadLetters = await collect(bus, deadLetterTopic('notify'));

      // One key, so one partition: the good event comes after the bad ones.
      const key = randomUUID();
      await bus.publish([{ topic: IDENTITY_TOPIC, key, value: '{not json' }]);
      await publishTestEvent(bus, { ...verificationEvent('v9@example.org', key), version: 9 });
      await publishTestEvent(bus, { ...verificationEvent('bad@example.org', key), payload: { email: 'no other fields' } });
      const email = uniqueEmail('after');
      await publishTestEvent(bus, verificationEvent(email, key));

      await waitFor(async () => (await emailsTo(notify, email)).length === 1, WAIT, 'the good event to be handled');
      await waitFor(async () => deadLetters.length >= 3, WAIT, 'three dead letters');
      expect(deadLetters.map((message) => message.headers?.['dead-letter-reason'])).toEqual([
        expect.stringContaining('malformed envelope'),
        expect.stringContaining(`no handler for ${VERIFICATION} v9`),
        expect.stringContaining('userId'),
      ]);
      expect(deadLetters.map((message) => message.headers?.['original-topic'])).toEqual([IDENTITY_TOPIC, IDENTITY_TOPIC, IDENTITY_TOPIC]);
      expect(deadLetters[0]!.value).toBe('{not json');
      expect(deadLetters.every((message) => message.key === key)).toBe(true);
      expect(notify.service.consumerStats).toMatchObject({ handled: 1, deadLettered: 3 });
    },
    TEST_TIMEOUT,
  );

  it(
    'dead-letters an event whose handler keeps failing after bounded retries, counts it, and goes on',
    async () => {
      const bus = kafkaBus(newNamespace('failing'), { redeliveryBackoffMs: 50, maxRedeliveryBackoffMs: 200 });
      const notify = await startNotify(bus);
      // A fault in notify's own database: it refuses e-mail to these addresses, on every attempt.
      await notify.sql(`alter table email add constraint refuse_for_test check ("to" not like 'refused-%')`);
      const deadLetters = await collect(bus, deadLetterTopic('notify'));

      const key = randomUUID();
      const refused = await publishTestEvent(bus, verificationEvent(uniqueEmail('refused'), key));
      const email = uniqueEmail('next');
      await publishTestEvent(bus, verificationEvent(email, key)); // same partition, behind it

      await waitFor(async () => (await emailsTo(notify, email)).length === 1, WAIT, 'the next event to be handled');
      await waitFor(async () => deadLetters.length >= 1, WAIT, 'the dead letter');
      expect(deadLetters).toHaveLength(1);
      expect(deadLetters[0]!.headers).toMatchObject({
        'dead-letter-reason': expect.stringMatching(/^handler failed 5 times: .*refuse_for_test/),
        'original-topic': IDENTITY_TOPIC,
      });
      expect(JSON.parse(deadLetters[0]!.value)).toMatchObject({ id: refused.id });
      // Five attempts: four retries, then the dead letter; counted. The failed attempts left nothing.
      expect(notify.service.consumerStats).toMatchObject({ handled: 1, retries: 4, deadLettered: 1 });
      expect(await notify.sql('select 1 from processed_event where event_id = ?', [refused.id])).toEqual([]);
      expect(await notify.sql(`select 1 from email where "to" like 'refused-%'`)).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
