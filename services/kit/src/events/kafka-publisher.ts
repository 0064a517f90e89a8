/** The publishing side of the Kafka adapter: one idempotent producer, publishes serialized and bounded in time. */
import kafkajs from 'kafkajs';
import type { Kafka, Producer } from 'kafkajs';
import type { BusMessage } from './bus.ts';
import { quickRetry } from './kafka-clients.ts';
import { failure, type KafkaBusSettings } from './kafka-options.ts';

const { Partitioners } = kafkajs;

/** Rejects with `message` if `promise` has not settled within `ms`; the underlying work goes on. */
const withTimeout = <T>(promise: Promise<T>, ms: number, message: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

export interface KafkaPublisher {
  publish: (messages: readonly BusMessage[]) => Promise<void>;
  /** Disconnects the producer once the publishes already queued are done. */
  close: () => Promise<void>;
}

export function createKafkaPublisher(client: Kafka, settings: KafkaBusSettings, assertOpen: () => void): KafkaPublisher {
  const { publishTimeoutMs, ackTimeoutMs } = settings;
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
      const created = client.producer({
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
      const current = await getProducer();
      await current.sendBatch({
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
      assertOpen(); // the bus may have closed while this publish waited its turn
      return sendInOrder(messages);
    });
    publishQueue = sent.catch(() => {});
    try {
      await withTimeout(sent, publishTimeoutMs, `no acknowledgement within ${publishTimeoutMs} ms`);
    } catch (error) {
      throw failure(`publish of ${messages.length} message(s) failed`, error);
    }
  };

  return { publish, close: () => publishQueue.then(() => dropProducer()) };
}
