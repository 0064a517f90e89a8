/**
 * The consuming side of the Kafka adapter: one consumer per subscription, offsets committed by hand
 * after `handle` resolved, a rejected message paused, rewound and delivered again after a growing
 * backoff, and a consumer kafkajs gave up on recreated.
 */
import type { Consumer, ConsumerCrashEvent, IHeaders, Kafka, KafkaMessage } from 'kafkajs';
import type { BusMessage, Subscription } from './bus.ts';
import { consumerRetry } from './kafka-clients.ts';
import { errorInfo, failure, type KafkaBusSettings } from './kafka-options.ts';

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

interface RunningSubscription {
  stop(): Promise<void>;
}

export interface KafkaSubscriber {
  subscribe: (subscription: Subscription) => Promise<void>;
  /** Stops every subscription; one promise each, so that the caller can report each failure. */
  stopAll: () => Promise<void>[];
}

export function createKafkaSubscriber(client: Kafka, settings: KafkaBusSettings, assertOpen: () => void): KafkaSubscriber {
  const { logger, redeliveryBackoffMs, maxRedeliveryBackoffMs, sessionTimeoutMs, maxWaitTimeMs, partitionsConsumedConcurrently } =
    settings;
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
      if (settings.beforeCommit) {
        await settings.beforeCommit({ group, topic, partition, offset: message.offset, message: busMessage });
      }
      // Throwing here (commit failed after kafkajs's retries) makes kafkajs fetch the partition
      // again from the last committed offset: the message is delivered again.
      await current.commitOffsets([{ topic, partition, offset: (BigInt(message.offset) + 1n).toString() }]);
    };

    const start = async (): Promise<void> => {
      const created = client.consumer({
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

  const stopAll = (): Promise<void>[] => {
    const stopping = [...subscriptions].map((running) => running.stop());
    subscriptions.clear();
    return stopping;
  };

  return { subscribe, stopAll };
}
