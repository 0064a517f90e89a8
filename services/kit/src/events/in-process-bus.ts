import { AsyncResource } from 'node:async_hooks';
import type { Logger } from 'pino';
import type { BusMessage, EventBus, Subscription } from './bus.ts';

/**
 * The embedded default transport: delivers within this process, in publish order, to every consumer
 * group subscribed to the topic. A handler that rejects gets the same message again after a pause,
 * as with Kafka. Messages live in memory only; the outbox is what makes them durable, and a message
 * lost in a crash is not re-published (the row was marked sent), which is why production uses Kafka.
 */
export function createInProcessBus(logger?: Logger): EventBus {
  const groups = new Map<string, GroupQueue>();
  return {
    description: 'in-process',
    async ensureTopics() {},
    async publish(messages) {
      for (const message of messages) {
        for (const group of groups.values()) {
          if (group.topics.has(message.topic)) group.push(message);
        }
      }
    },
    async subscribe(subscription) {
      if (groups.has(subscription.group)) {
        throw new Error(`consumer group ${subscription.group} is already subscribed in this process`);
      }
      groups.set(subscription.group, new GroupQueue(subscription, logger));
    },
    async close() {
      await Promise.all([...groups.values()].map((g) => g.close()));
      groups.clear();
    },
  };
}

const REDELIVERY_DELAY_MS = 100;

class GroupQueue {
  readonly topics: ReadonlySet<string>;
  readonly #subscription: Subscription;
  readonly #logger: Logger | undefined;
  readonly #queue: BusMessage[] = [];
  /** Handlers run in the subscriber's async context, never in the publisher's (its transaction). */
  readonly #scope = new AsyncResource('koinonia.in-process-bus');
  #draining: Promise<void> | null = null;
  #closed = false;

  constructor(subscription: Subscription, logger?: Logger) {
    this.#subscription = subscription;
    this.topics = new Set(subscription.topics);
    this.#logger = logger;
  }

  push(message: BusMessage): void {
    if (this.#closed) return;
    this.#queue.push(message);
    this.#draining ??= this.#scope
      .runInAsyncScope(() => this.#drain())
      .finally(() => {
        this.#draining = null;
      });
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.#draining;
  }

  async #drain(): Promise<void> {
    while (this.#queue.length && !this.#closed) {
      const message = this.#queue[0]!;
      try {
        await this.#subscription.handle(message);
        this.#queue.shift();
      } catch (error) {
        this.#logger?.warn({ err: error, group: this.#subscription.group }, 'handler failed; redelivering');
        await new Promise((resolve) => setTimeout(resolve, REDELIVERY_DELAY_MS));
      }
    }
  }
}
