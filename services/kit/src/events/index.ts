import type { Logger } from 'pino';
import type { EventBus } from './bus.ts';
import type { KafkaBusOptions } from './kafka-bus.ts';
import { createInProcessBus } from './in-process-bus.ts';

export * from './bus.ts';
export { createInProcessBus } from './in-process-bus.ts';
export { recordEvent, type NewEvent } from './outbox.ts';
export { OutboxRelay, type RelayStats } from './relay.ts';
export { EventHandlers, startConsumer, type ConsumerStats, type EventHandler } from './consumer.ts';
export { OUTBOX_EVENT } from './outbox.entity.ts';

/** Settings of the Kafka adapter other than where the brokers are (defaults in ./kafka-options.ts). */
export type KafkaTuning = Omit<Partial<KafkaBusOptions>, 'brokers' | 'clientId' | 'logger'>;

/** Kafka when brokers are configured, otherwise the in-process transport. */
export async function createEventBus(options: {
  brokers: readonly string[] | undefined;
  clientId: string;
  logger: Logger;
  /** Only for Kafka; the services run with the defaults. */
  kafka?: KafkaTuning;
}): Promise<EventBus> {
  if (!options.brokers?.length) return createInProcessBus(options.logger);
  const { createKafkaBus } = await import('./kafka-bus.ts');
  return createKafkaBus({ ...options.kafka, brokers: [...options.brokers], clientId: options.clientId, logger: options.logger });
}
