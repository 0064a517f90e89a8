/** Topic administration of the Kafka adapter: creates missing topics through one lazily connected admin. */
import type { Admin, Kafka } from 'kafkajs';
import { quickRetry } from './kafka-clients.ts';
import { failure, type KafkaBusSettings } from './kafka-options.ts';

export interface KafkaTopics {
  ensureTopics: (topics: readonly string[]) => Promise<void>;
  close: () => Promise<void>;
}

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

  const ensureTopics = async (topics: readonly string[]): Promise<void> => {
    assertOpen();
    const wanted = [...new Set(topics)];
    if (wanted.length === 0) return;
    try {
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
    } catch (error) {
      await dropAdmin();
      throw failure(`could not create topics ${wanted.join(', ')}`, error);
    }
  };

  return { ensureTopics, close: dropAdmin };
}
