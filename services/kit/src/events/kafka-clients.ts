/**
 * The kafkajs clients the adapter's parts share, with their retry settings and logging. Producer and
 * admin fail fast (the relay retries); consumers are patient. kafkajs applies the client's retry
 * settings to connecting and metadata, hence two clients.
 */
import { connect } from 'node:net';
import kafkajs from 'kafkajs';
import type { ISocketFactory, Kafka as KafkaClient, LogEntry, RetryOptions } from 'kafkajs';
import type { KafkaBusLogger, KafkaBusSettings } from './kafka-options.ts';

const { Kafka, logLevel } = kafkajs;

export const quickRetry: RetryOptions = { initialRetryTime: 100, maxRetryTime: 1_000, retries: 3 };
export const consumerRetry: RetryOptions = { initialRetryTime: 300, maxRetryTime: 5_000, retries: 8 };

export interface KafkaClients {
  /** For the producer and the admin. */
  readonly fast: KafkaClient;
  readonly consumer: KafkaClient;
}

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
      logger.info(obj, message); // by design, see getProducer in kafka-publisher.ts
    } else if (level === logLevel.ERROR && namespace !== 'Connection') {
      logger.error(obj, message);
    } else if (level === logLevel.ERROR || level === logLevel.WARN) {
      logger.warn(obj, message);
    } else {
      logger.info(obj, message);
    }
  };

export function createKafkaClients(settings: KafkaBusSettings): KafkaClients {
  const { brokers, clientId, dialAddress } = settings;
  const logCreator = logCreatorFor(settings.logger);
  // Only when asked for: otherwise kafkajs's own socket factory (same as this, plus TLS).
  const socketFactory: ISocketFactory | undefined = dialAddress
    ? ({ host, port, onConnect }) => {
        const target = dialAddress({ host, port });
        const socket = connect({ host: target.host, port: target.port }, onConnect);
        socket.setKeepAlive(true, 60_000);
        return socket;
      }
    : undefined;
  const client = (requestTimeout: number, retry: RetryOptions): KafkaClient =>
    new Kafka({
      clientId,
      brokers,
      connectionTimeout: 3_000,
      requestTimeout,
      retry,
      logLevel: logLevel.WARN,
      logCreator,
      ...(socketFactory ? { socketFactory } : {}),
    });
  return { fast: client(10_000, quickRetry), consumer: client(30_000, consumerRetry) };
}
