/**
 * The event-bus port. The relay publishes outbox rows through it and consumers subscribe through it;
 * the in-process transport and the Kafka transport are its two adapters. Nothing outside an adapter
 * knows which transport runs.
 */

/** One message on the bus: the JSON of an event envelope, keyed by its aggregate id. */
export interface BusMessage {
  readonly topic: string;
  /** Ordering key: messages with the same key are delivered in the order they were published. */
  readonly key: string;
  /** The serialized envelope (JSON). Consumers must tolerate a malformed value. */
  readonly value: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface Subscription {
  /** Consumer group: the consuming service. Each group receives every message once. */
  readonly group: string;
  readonly topics: readonly string[];
  /**
   * Called for each message, one at a time per key. When it resolves the message counts as handled
   * (Kafka commits the offset); when it rejects, the transport delivers it again later.
   */
  readonly handle: (message: BusMessage) => Promise<void>;
}

export interface EventBus {
  /** Which adapter this is, for the start-up banner. */
  readonly description: string;
  /** Creates the topics explicitly (never by auto-create). Idempotent. */
  ensureTopics(topics: readonly string[]): Promise<void>;
  /**
   * Publishes in order. Resolves only once the transport has durably accepted every message
   * (Kafka: acknowledged by all in-sync replicas); rejects otherwise, so the caller can retry.
   */
  publish(messages: readonly BusMessage[]): Promise<void>;
  subscribe(subscription: Subscription): Promise<void>;
  close(): Promise<void>;
}

/** Topic names: one per producing service, and one dead-letter topic per consuming service. */
export const eventTopic = (producer: string): string => `koinonia.${producer}.events`;
export const deadLetterTopic = (consumerGroup: string): string => `koinonia.${consumerGroup}.dead-letter`;
