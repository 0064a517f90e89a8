/** The Kafka adapter's options, their defaults, and the error helpers its parts share. */
import type { BusMessage } from './bus.ts';

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

/** The options with every default filled in. */
export type KafkaBusSettings = Readonly<Required<Omit<KafkaBusOptions, 'beforeCommit' | 'dialAddress'>>> &
  Readonly<Pick<KafkaBusOptions, 'beforeCommit' | 'dialAddress'>>;

const noopLogger: KafkaBusLogger = { info() {}, warn() {}, error() {} };

export const resolveKafkaBusOptions = (options: KafkaBusOptions): KafkaBusSettings => {
  const partitions = options.partitions ?? 3;
  return {
    ...options,
    logger: options.logger ?? noopLogger,
    partitions,
    replicationFactor: options.replicationFactor ?? 1,
    publishTimeoutMs: options.publishTimeoutMs ?? 10_000,
    ackTimeoutMs: options.ackTimeoutMs ?? 5_000,
    redeliveryBackoffMs: options.redeliveryBackoffMs ?? 250,
    maxRedeliveryBackoffMs: options.maxRedeliveryBackoffMs ?? 5_000,
    sessionTimeoutMs: options.sessionTimeoutMs ?? 10_000,
    maxWaitTimeMs: options.maxWaitTimeMs ?? 1_000,
    partitionsConsumedConcurrently: options.partitionsConsumedConcurrently ?? partitions,
  };
};

export const errorInfo = (error: unknown): object =>
  error instanceof Error ? { name: error.name, message: error.message } : { message: String(error) };

export const failure = (what: string, cause: unknown): Error =>
  new Error(`kafka: ${what}: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
