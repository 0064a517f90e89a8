/**
 * Shared by the kafka-faults-*.test.ts files: faults the event path survives, against a real Kafka
 * broker (`npm run kafka:up`, then KAFKA_BROKERS=127.0.0.1:9092) and real PostgreSQL, with the real
 * identity and notify services: a sign-up in identity records `identity.user.signed-up` and
 * `identity.email-verification.requested` in its outbox, identity's relay publishes them to Kafka,
 * and notify consumes them and queues a welcome and a verification e-mail (rows unique per event and
 * kind).
 *
 * Each test runs on its own bus namespace (a prefix on every topic and consumer group, see
 * services/kit/src/testing/namespaced-bus.ts), so tests, parallel test files and earlier runs sharing the broker never
 * see each other's messages; the services under test see the ordinary names. The broker itself is
 * never stopped (other files use it at the same time): "the broker is down" is a TCP proxy between
 * the bus and the broker that the test cuts and restores. Without KAFKA_BROKERS these tests are
 * skipped, and say so (or fail, when REQUIRED_INFRASTRUCTURE names kafka). Nothing here asserts
 * timing; waits are bounded only so that a failure ends.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from '@jest/globals';
import kafkajs from 'kafkajs';
import type { Admin } from 'kafkajs';
import { identityService, loadIdentityConfig } from '@koinonia/identity';
import { loadNotifyConfig, notifyService } from '@koinonia/notify';
import { anonymousViewer, createLogger, eventTopic, type BusMessage, type EventBus, type ServiceConfig } from '@koinonia/kit';
import { createKafkaBus, parseKafkaBrokers, type BrokerAddress, type KafkaBusOptions } from '@koinonia/kit/kafka';
import {
  dataOf,
  deleteKafkaNamespaces,
  namespacedBus,
  startTcpProxy,
  startTestService,
  type NamespacedBus,
  type TcpProxy,
  type TestService,
} from '@koinonia/kit/testing';

const brokers = parseKafkaBrokers(process.env['KAFKA_BROKERS'] ?? '');

export const SIGNED_UP = 'identity.user.signed-up';
export const VERIFICATION = 'identity.email-verification.requested';
/** Sign-up also records the profile, for other services' read models of members. */
export const PROFILE_CHANGED = 'identity.user.profile-changed';
export const IDENTITY_TOPIC = eventTopic('identity');
export const logLevel = process.env['LOG_LEVEL'] ?? 'silent';
export const logger = createLogger('kafka-faults-test', logLevel);
export const TEST_TIMEOUT = 120_000;
export const WAIT = 60_000;

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let namespaces = 0;
export const newNamespace = (label: string): string => `test-faults-${runId}-${(namespaces += 1)}-${label}`;

const SIGN_UP = `
  mutation SignUp($firstName: String, $lastName: String, $email: String!, $password: String!) {
    signIn(firstName: $firstName, lastName: $lastName, email: $email, password: $password, mutationType: SIGN_UP) { id }
  }`;

export const uniqueEmail = (label: string): string => `${label}-${randomUUID()}@church.example.org`;

/** Signs up through GraphQL (which answers null, revealing nothing) and returns the new user's id. */
export const signUp = async (identity: TestService<ReturnType<typeof loadIdentityConfig>>, email: string): Promise<string> => {
  const result = await identity.run<{ signIn: null }>(anonymousViewer, SIGN_UP, {
    firstName: 'Phoebe',
    lastName: 'Deacon',
    email,
    password: 'Grace2026',
  });
  dataOf(result);
  const [user] = await identity.sql<{ id: string }>('select id from app_user where email = ?', [email]);
  if (!user) throw new Error(`sign-up created no user for ${email}`);
  return user.id;
};

type HasSql = Pick<TestService<ServiceConfig>, 'sql'>;

interface EmailRow {
  kind: string;
  source_event_id: string;
}
export const emailsTo = (notify: HasSql, email: string): Promise<EmailRow[]> =>
  notify.sql<EmailRow>('select kind, source_event_id from email where "to" = ? order by kind', [email]);

interface OutboxRow {
  id: string;
  type: string;
  sent_at: Date | null;
}
export const outboxOf = (identity: HasSql, aggregateId: string): Promise<OutboxRow[]> =>
  identity.sql<OutboxRow>('select id, type, sent_at from outbox_event where aggregate_id = ? order by position', [aggregateId]);

/** Collects what arrives on a topic of the (namespaced) bus, in a consumer group of its own. */
export const collect = async (bus: EventBus, topic: string): Promise<BusMessage[]> => {
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

interface BrokerGate {
  cut(): void;
  restore(): void;
  dial: (address: BrokerAddress) => BrokerAddress;
  proxies: TcpProxy[];
}

/**
 * What a fault test file uses against the broker; call it inside the file's `describe`. An admin
 * connects before the tests (so `admin` is a function); after them every bus is closed, the cleanups
 * run (last first) and the file's namespaces are deleted from the shared broker.
 */
export function useKafkaFaults() {
  let admin: Admin;
  const buses: EventBus[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  const used: string[] = [];

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
  const brokerGate = async (): Promise<BrokerGate> => {
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

  return { admin: (): Admin => admin, cleanups, kafkaBus, messagesOn, brokerGate, startIdentity, startNotify };
}
