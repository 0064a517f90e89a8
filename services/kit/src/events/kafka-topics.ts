/** Topic administration of the Kafka adapter: creates missing topics through one lazily connected admin. */
import type { Admin, Kafka } from 'kafkajs';
import { quickRetry } from './kafka-clients.ts';
import { failure, type KafkaBusSettings } from './kafka-options.ts';

export interface KafkaTopics {
  ensureTopics: (topics: readonly string[]) => Promise<void>;
  close: () => Promise<void>;
}

const TOPIC_ATTEMPTS = 5;

/**
 * kafkajs marks the errors worth asking again for; when its own retries ran out it wraps the last
 * one (not retriable itself) with the original as its cause.
 */
const isRetriable = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) return false;
  const { retriable, cause } = error as { retriable?: unknown; cause?: unknown };
  return retriable === true || (cause !== undefined && cause !== error && isRetriable(cause));
};

export function createKafkaTopics(client: Kafka, settings: KafkaBusSettings, assertOpen: () => void): KafkaTopics {
  const { logger, partitions, replicationFactor } = settings;
  let admin: Admin | undefined;
  const dropAdmin = async (): Promise<void> => {
    const current = admin;
    admin = undefined;
    await current?.disconnect().catch(() => {});
  };
  const getAdmin = async (): Promise<Admin> => {
    if (admin) return admin;
    const created = client.admin({ retry: quickRetry });
    try {
      await created.connect();
    } catch (error) {
      await created.disconnect().catch(() => {});
      throw error;
    }
    admin = created;
    return created;
  };

  const createMissing = async (wanted: readonly string[]): Promise<void> => {
    const current = await getAdmin();
    const existing = new Set(await current.listTopics());
    const missing = wanted.filter((topic) => !existing.has(topic));
    if (missing.length === 0) return;
    // false means another process created them first: fine, that is what we wanted.
    await current.createTopics({
      topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor })),
      waitForLeaders: true,
    });
    logger.info({ topics: missing, partitions, replicationFactor }, 'kafka topics created');
  };

  const ensureTopics = async (topics: readonly string[]): Promise<void> => {
    assertOpen();
    const wanted = [...new Set(topics)];
    if (wanted.length === 0) return;
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await createMissing(wanted);
      } catch (error) {
        await dropAdmin();
        // A new topic's metadata can lag its creation on a busy broker ("does not host this
        // topic-partition"): such errors are retriable, and asking again is idempotent.
        if (attempt < TOPIC_ATTEMPTS && isRetriable(error)) {
          await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
          continue;
        }
        throw failure(`could not create topics ${wanted.join(', ')}`, error);
      }
    }
  };

  return { ensureTopics, close: dropAdmin };
}
