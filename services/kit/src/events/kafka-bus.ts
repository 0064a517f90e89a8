/**
 * The Kafka adapter of the event-bus port (./bus.ts), assembled from its parts in the kafka-*.ts
 * files beside it (options, clients, topics, publisher, subscriber). They are the only modules that
 * import kafkajs: kafkajs is in maintenance mode, and replacing it with another client means
 * rewriting them and nothing else.
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
import type { EventBus } from './bus.ts';
import { createKafkaClients } from './kafka-clients.ts';
import { errorInfo, resolveKafkaBusOptions, type KafkaBusOptions } from './kafka-options.ts';
import { createKafkaPublisher } from './kafka-publisher.ts';
import { createKafkaSubscriber } from './kafka-subscriber.ts';
import { createKafkaTopics } from './kafka-topics.ts';

export type { BrokerAddress, KafkaBusLogger, KafkaBusOptions, KafkaDelivery } from './kafka-options.ts';

export function createKafkaBus(options: KafkaBusOptions): EventBus {
  if (options.brokers.length === 0) throw new Error('kafka: no brokers given');
  const settings = resolveKafkaBusOptions(options);
  const clients = createKafkaClients(settings);

  let closed = false;
  const assertOpen = (): void => {
    if (closed) throw new Error('kafka: the event bus is closed');
  };
  const topics = createKafkaTopics(clients.fast, settings, assertOpen);
  const publisher = createKafkaPublisher(clients.fast, settings, assertOpen);
  const subscriber = createKafkaSubscriber(clients.consumer, settings, assertOpen);

  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    const results = await Promise.allSettled([...subscriber.stopAll(), publisher.close(), topics.close()]);
    for (const result of results) {
      if (result.status === 'rejected') settings.logger.warn({ err: errorInfo(result.reason) }, 'kafka: error while closing');
    }
  };

  return {
    description: `kafka (${options.brokers.join(', ')})`,
    ensureTopics: topics.ensureTopics,
    publish: publisher.publish,
    subscribe: subscriber.subscribe,
    close,
  };
}

/** Parses `KAFKA_BROKERS` ("host:port,host:port") into the list `createKafkaBus` takes. */
export const parseKafkaBrokers = (value: string): string[] =>
  value
    .split(',')
    .map((broker) => broker.trim())
    .filter((broker) => broker.length > 0);
