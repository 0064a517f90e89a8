/**
 * The Kafka adapter of the event-bus port (./bus.ts). It is the only module that imports kafkajs:
 * kafkajs is in maintenance mode, and replacing it with another client means rewriting this file
 * and nothing else.
 *
 * Guarantees it gives the relay and the consumer runner:
 * - publish: idempotent producer, acks from all in-sync replicas, one request in flight, calls
 *   serialized, so messages with the same key reach their partition in publish order. It resolves
 *   only after the broker acknowledged every message and rejects otherwise, within a bounded time
 *   (`publishTimeoutMs`) even when no broker answers. A rejected publish may still have written
 *   some messages: the caller retries and consumers deduplicate by event id (at least once).
 * - subscribe: one consumer per subscription in consumer group `subscription.group`, a new group
 *   starts from the beginning of its topics, offsets are committed only after `handle` resolved
 *   (never automatically). When `handle` rejects, the partition is paused and rewound, and the same
 *   message is delivered again after a backoff; the partition's later messages wait behind it.
 *   Bounded retries and dead-lettering are the caller's job. The consumer keeps running through
 *   broker outages: kafkajs restarts it on retriable errors, and this adapter recreates it when
 *   kafkajs gives up.
 * - A message handled while the bus is closing is not committed; the group delivers it again.
 */
import { connect } from 'node:net';
import kafkajs from 'kafkajs';
import type {
  Admin,
  Consumer,
  ConsumerCrashEvent,
  IHeaders,
  ISocketFactory,
  KafkaMessage,
  LogEntry,
  Producer,
  RetryOptions,
} from 'kafkajs';
import type { BusMessage, EventBus, Subscription } from './bus.ts';

const { Kafka, Partitioners, logLevel } = kafkajs;

export interface KafkaBusLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Where a delivered message sits in Kafka; passed to `beforeCommit`. */
export interface KafkaDelivery {
  readonly group: string;
  readonly topic: string;
  readonly partition: number;
  readonly offset: string;
  readonly message: BusMessage;
}

export interface KafkaBusOptions {
  brokers: string[];
  clientId: string;
  logger?: KafkaBusLogger;
  /** Partitions of topics created by `ensureTopics`. Default 3. */
  partitions?: number;
  /** Replication factor of topics created by `ensureTopics`. Default 1 (the local single broker). */
  replicationFactor?: number;
  /** Upper bound of one `publish` call, connecting included. Default 10 000 ms. */
  publishTimeoutMs?: number;
  /** How long the broker may wait for the in-sync replicas to acknowledge. Default 5 000 ms. */
  ackTimeoutMs?: number;
  /** First delay before a message whose handler rejected is delivered again; doubles per attempt. Default 250 ms. */
  redeliveryBackoffMs?: number;
  /** Longest delay between deliveries of a rejected message. Default 5 000 ms. */
  maxRedeliveryBackoffMs?: number;
  /** Consumer session timeout: how long a crashed member keeps its partitions. Default 10 000 ms. */
  sessionTimeoutMs?: number;
  /** Longest wait of one fetch when there is nothing new. Default 1 000 ms. */
  maxWaitTimeMs?: number;
  /**
   * Partitions of one subscription handled concurrently (order within a partition, so per aggregate,
   * is always kept). Default: all partitions of a topic (`partitions`); the benchmark in
   * ARCHITECTURE.md shows one at a time cannot keep up with 1,000 events/s here.
   */
  partitionsConsumedConcurrently?: number;
  /**
   * Called after `handle` resolved and before the offset is committed. For fault-injection tests
   * (stop the broker, "crash" the consumer); a rejection counts like a failed commit.
   */
  beforeCommit?: (delivery: KafkaDelivery) => Promise<void>;
  /**
   * Where to open the TCP connection for a broker address (the bootstrap addresses and those the
   * cluster advertises in its metadata). For fault-injection tests that put a proxy they can cut
   * between the bus and the broker: pointing `brokers` at a proxy is not enough, because a client
   * connects to the addresses the cluster advertises. Default: the address itself (plain TCP).
   */
  dialAddress?: (address: BrokerAddress) => BrokerAddress;
}

export interface BrokerAddress {
  readonly host: string;
  readonly port: number;
}

const noopLogger: KafkaBusLogger = { info() {}, warn() {}, error() {} };

const errorInfo = (error: unknown): object =>
  error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };

/** Rejects with `message` if `promise` has not settled within `ms`; the underlying work goes on. */
const withTimeout = <T>(promise: Promise<T>, ms: number, message: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

const failure = (what: string, cause: unknown): Error =>
  new Error(`kafka: ${what}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });

const headerValue = (value: IHeaders[string]): string | undefined => {
  if (value === undefined) return undefined;
  const last = Array.isArray(value) ? value[value.length - 1] : value;
  return last === undefined ? undefined : last.toString();
};

const toBusMessage = (topic: string, message: KafkaMessage): BusMessage => {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    const text = headerValue(value);
    if (text !== undefined) headers[name] = text;
  }
  return {
    topic,
    key: message.key?.toString() ?? '',
    value: message.value?.toString() ?? '',
    headers,
  };
};

/**
 * kafkajs's own log lines, at WARN and above, go to the service's logger. kafkajs logs every error
 * response and connection failure at ERROR although it retries them; those become warnings (what
 * finally fails reaches the caller as a rejection, or is logged by this adapter as an error).
 */
const logCreatorFor =
  (logger: KafkaBusLogger) =>
  () =>
  ({ namespace, level, log }: LogEntry): void => {
    const { message, timestamp: _timestamp, ...extra } = log;
    const obj = { kafkajs: namespace, ...extra };
    if (message.startsWith('Limiting retries for the idempotent producer')) {
      logger.info(obj, message); // by design, see getProducer
    } else if (level === logLevel.ERROR && namespace !== 'Connection') {
      logger.error(obj, message);
    } else if (level === logLevel.ERROR || level === logLevel.WARN) {
      logger.warn(obj, message);
    } else {
      logger.info(obj, message);
    }
  };

export function createKafkaBus(options: KafkaBusOptions): EventBus {
  const { brokers, clientId } = options;
  if (brokers.length === 0) throw new Error('kafka: no brokers given');
  const logger = options.logger ?? noopLogger;
  const partitions = options.partitions ?? 3;
  const replicationFactor = options.replicationFactor ?? 1;
  const publishTimeoutMs = options.publishTimeoutMs ?? 10_000;
  const ackTimeoutMs = options.ackTimeoutMs ?? 5_000;
  const redeliveryBackoffMs = options.redeliveryBackoffMs ?? 250;
  const maxRedeliveryBackoffMs = options.maxRedeliveryBackoffMs ?? 5_000;
  const sessionTimeoutMs = options.sessionTimeoutMs ?? 10_000;
  const maxWaitTimeMs = options.maxWaitTimeMs ?? 1_000;
  const partitionsConsumedConcurrently = options.partitionsConsumedConcurrently ?? partitions;
  const logCreator = logCreatorFor(logger);
  const { dialAddress } = options;
  // Only when asked for: otherwise kafkajs's own socket factory (same as this, plus TLS).
  const socketFactory: ISocketFactory | undefined = dialAddress
    ? ({ host, port, onConnect }) => {
        const target = dialAddress({ host, port });
        const socket = connect({ host: target.host, port: target.port }, onConnect);
        socket.setKeepAlive(true, 60_000);
        return socket;
      }
    : undefined;

  // Producer and admin fail fast (the relay retries); consumers are patient. kafkajs applies the
  // client's retry settings to connecting and metadata, hence two clients.
  const quickRetry: RetryOptions = { initialRetryTime: 100, maxRetryTime: 1_000, retries: 3 };
  const fastClient = new Kafka({
    clientId,
    brokers,
    connectionTimeout: 3_000,
    requestTimeout: 10_000,
    retry: quickRetry,
    logLevel: logLevel.WARN,
    logCreator,
    ...(socketFactory ? { socketFactory } : {}),
  });
  const consumerRetry: RetryOptions = { initialRetryTime: 300, maxRetryTime: 5_000, retries: 8 };
  const consumerClient = new Kafka({
    clientId,
    brokers,
    connectionTimeout: 3_000,
    requestTimeout: 30_000,
    retry: consumerRetry,
    logLevel: logLevel.WARN,
    logCreator,
    ...(socketFactory ? { socketFactory } : {}),
  });

  let closed = false;
  const assertOpen = (): void => {
    if (closed) throw new Error('kafka: the event bus is closed');
  };

  // --- admin ----------------------------------------------------------------------------------

  let admin: Admin | undefined;
  const dropAdmin = async (): Promise<void> => {
    const current = admin;
    admin = undefined;
    await current?.disconnect().catch(() => {});
  };
  const getAdmin = async (): Promise<Admin> => {
    if (admin) return admin;
    const created = fastClient.admin({ retry: quickRetry });
    try {
      await created.connect();
    } catch (error) {
      await created.disconnect().catch(() => {});
      throw error;
    }
    admin = created;
    return created;
  };

  const ensureTopics = async (topics: readonly string[]): Promise<void> => {
    assertOpen();
    const wanted = [...new Set(topics)];
    if (wanted.length === 0) return;
    try {
      const client = await getAdmin();
      const existing = new Set(await client.listTopics());
      const missing = wanted.filter((topic) => !existing.has(topic));
      if (missing.length === 0) return;
      // false means another process created them first: fine, that is what we wanted.
      await client.createTopics({
        topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor })),
        waitForLeaders: true,
      });
      logger.info({ topics: missing, partitions, replicationFactor }, 'kafka topics created');
    } catch (error) {
      await dropAdmin();
      throw failure(`could not create topics ${wanted.join(', ')}`, error);
    }
  };

  // --- producer -------------------------------------------------------------------------------

  let producer: Producer | undefined;
  let connecting: Promise<Producer> | undefined;
  const dropProducer = async (): Promise<void> => {
    const current = producer;
    producer = undefined;
    await current?.disconnect().catch(() => {});
  };
  const getProducer = (): Promise<Producer> => {
    if (producer) return Promise.resolve(producer);
    connecting ??= (async () => {
      const created = fastClient.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        allowAutoTopicCreation: false,
        createPartitioner: Partitioners.DefaultPartitioner,
        // Bounded, so that publish fails within publishTimeoutMs when the broker is gone (kafkajs
        // warns that limited retries weaken its exactly-once claim; we only rely on at least once).
        retry: quickRetry,
      });
      try {
        await created.connect();
      } catch (error) {
        await created.disconnect().catch(() => {});
        throw error;
      }
      producer = created;
      return created;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const sendInOrder = async (messages: readonly BusMessage[]): Promise<void> => {
    const byTopic = new Map<string, { key: string; value: string; headers?: Record<string, string> }[]>();
    for (const message of messages) {
      let list = byTopic.get(message.topic);
      if (!list) byTopic.set(message.topic, (list = []));
      list.push({ key: message.key, value: message.value, headers: message.headers ? { ...message.headers } : undefined });
    }
    try {
      const client = await getProducer();
      await client.sendBatch({
        topicMessages: [...byTopic].map(([topic, list]) => ({ topic, messages: list })),
        acks: -1,
        timeout: ackTimeoutMs,
      });
    } catch (error) {
      // Start over with a fresh producer (and producer id) rather than trust its state.
      await dropProducer();
      throw error;
    }
  };

  // One publish at a time: the relay publishes sequentially anyway, and an idempotent kafkajs
  // producer must not have two sends to one partition in flight.
  let publishQueue: Promise<unknown> = Promise.resolve();
  const publish = async (messages: readonly BusMessage[]): Promise<void> => {
    assertOpen();
    if (messages.length === 0) return;
    const sent = publishQueue.then(() => {
      if (closed) throw new Error('kafka: the event bus is closed');
      return sendInOrder(messages);
    });
    publishQueue = sent.catch(() => {});
    try {
      await withTimeout(sent, publishTimeoutMs, `no acknowledgement within ${publishTimeoutMs} ms`);
    } catch (error) {
      throw failure(`publish of ${messages.length} message(s) failed`, error);
    }
  };

  // --- consumers ------------------------------------------------------------------------------

  interface RunningSubscription {
    stop(): Promise<void>;
  }
  const subscriptions = new Set<RunningSubscription>();

  const startSubscription = async (subscription: Subscription): Promise<RunningSubscription> => {
    const { group } = subscription;
    const topics = [...new Set(subscription.topics)];
    let stopped = false;
    let consumer: Consumer | undefined;
    let restartTimer: NodeJS.Timeout | undefined;
    let restartAttempt = 0;
    const redeliveryTimers = new Set<NodeJS.Timeout>();
    /** Consecutive failures of the message a partition is stuck on. */
    const failures = new Map<string, { offset: string; count: number }>();

    const onMessage = async (
      current: Consumer,
      topic: string,
      partition: number,
      message: KafkaMessage,
      pause: () => () => void,
    ): Promise<void> => {
      const busMessage = toBusMessage(topic, message);
      const where = `${topic}/${partition}`;
      try {
        await subscription.handle(busMessage);
      } catch (error) {
        if (stopped) return; // not committed: whoever gets the partition next sees it again
        const previous = failures.get(where);
        const count = previous?.offset === message.offset ? previous.count + 1 : 1;
        failures.set(where, { offset: message.offset, count });
        const delay = Math.min(redeliveryBackoffMs * 2 ** (count - 1), maxRedeliveryBackoffMs);
        logger.warn(
          { group, topic, partition, offset: message.offset, attempt: count, retryInMs: delay, err: errorInfo(error) },
          'kafka message handler failed; it will be delivered again',
        );
        // Stop this partition, rewind it to the failed message, and let it go again after the delay.
        const resume = pause();
        current.seek({ topic, partition, offset: message.offset });
        const timer = setTimeout(() => {
          redeliveryTimers.delete(timer);
          if (!stopped && consumer === current) resume();
        }, delay);
        redeliveryTimers.add(timer);
        return;
      }
      failures.delete(where);
      if (stopped) return; // closing: leave the offset uncommitted (delivered again, deduplicated by id)
      if (options.beforeCommit) {
        await options.beforeCommit({ group, topic, partition, offset: message.offset, message: busMessage });
      }
      // Throwing here (commit failed after kafkajs's retries) makes kafkajs fetch the partition
      // again from the last committed offset: the message is delivered again.
      await current.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
    };

    const start = async (): Promise<void> => {
      const created = consumerClient.consumer({
        groupId: group,
        allowAutoTopicCreation: false,
        sessionTimeout: sessionTimeoutMs,
        heartbeatInterval: Math.max(500, Math.floor(sessionTimeoutMs / 10)),
        maxWaitTimeInMs: maxWaitTimeMs,
        retry: { ...consumerRetry, restartOnFailure: async () => true },
      });
      created.on(created.events.CRASH, (event: ConsumerCrashEvent) => {
        const { error, restart } = event.payload;
        if (restart || stopped || consumer !== created) return; // kafkajs restarts it itself
        scheduleRestart(error);
      });
      consumer = created;
      try {
        await created.connect();
        await created.subscribe({ topics, fromBeginning: true });
        await created.run({
          autoCommit: false,
          partitionsConsumedConcurrently,
          eachMessage: (payload) =>
            onMessage(created, payload.topic, payload.partition, payload.message, () => payload.pause()),
        });
      } catch (error) {
        if (consumer === created) consumer = undefined;
        await created.disconnect().catch(() => {});
        throw error;
      }
    };

    // kafkajs gave up on this consumer (a non-retriable error, e.g. no broker for too long):
    // replace it, with a growing delay, until it runs again or the bus closes.
    const scheduleRestart = (error: unknown): void => {
      if (stopped || restartTimer) return;
      const delay = Math.min(1_000 * 2 ** restartAttempt, 30_000);
      restartAttempt += 1;
      logger.error({ group, topics, retryInMs: delay, err: errorInfo(error) }, 'kafka consumer stopped; restarting it');
      // Never rejects: a failed start schedules the next attempt.
      const restart = async (): Promise<void> => {
        restartTimer = undefined;
        if (stopped) return;
        const old = consumer;
        consumer = undefined;
        await old?.disconnect().catch(() => {});
        try {
          await start();
          restartAttempt = 0;
          logger.info({ group, topics }, 'kafka consumer restarted');
        } catch (startError) {
          scheduleRestart(startError);
        }
      };
      restartTimer = setTimeout(() => void restart(), delay);
    };

    await start();
    logger.info({ group, topics }, 'kafka consumer started');

    return {
      async stop() {
        stopped = true;
        clearTimeout(restartTimer);
        for (const timer of redeliveryTimers) clearTimeout(timer);
        redeliveryTimers.clear();
        const current = consumer;
        consumer = undefined;
        // disconnect waits for a handler in progress; do not await close() from inside a handler.
        if (current) await current.disconnect();
      },
    };
  };

  const subscribe = async (subscription: Subscription): Promise<void> => {
    assertOpen();
    try {
      subscriptions.add(await startSubscription(subscription));
    } catch (error) {
      throw failure(`could not subscribe group ${subscription.group} to ${subscription.topics.join(', ')}`, error);
    }
  };

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    const stopping = [...subscriptions].map((running) => running.stop());
    subscriptions.clear();
    const results = await Promise.allSettled([
      ...stopping,
      publishQueue.then(() => dropProducer()),
      dropAdmin(),
    ]);
    for (const result of results) {
      if (result.status === 'rejected') logger.warn({ err: errorInfo(result.reason) }, 'kafka: error while closing');
    }
  };

  return {
    description: `kafka (${brokers.join(', ')})`,
    ensureTopics,
    publish,
    subscribe,
    close,
  };
}

/** Parses `KAFKA_BROKERS` ("host:port,host:port") into the list `createKafkaBus` takes. */
export const parseKafkaBrokers = (value: string): string[] =>
  value
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker.length > 0);
