import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import {
  eventEnvelopeSchema,
  parsePayload,
  type EventEnvelope,
  type EventPayload,
  type EventType,
  type EventVersion,
} from '@koinonia/events';
import { deadLetterTopic, eventTopic, type BusMessage, type EventBus } from './bus.ts';

/** Handles one event inside the consumer's transaction; its changes commit with the processed mark. */
export type EventHandler<T extends EventType, V extends EventVersion<T>> = (
  payload: EventPayload<T, V>,
  context: { em: EntityManager; envelope: EventEnvelope },
) => Promise<void>;

type AnyHandler = (payload: unknown, context: { em: EntityManager; envelope: EventEnvelope }) => Promise<void>;

export interface ConsumerStats {
  handled: number;
  duplicates: number;
  retries: number;
  deadLettered: number;
}

/** Declares which events a service consumes; built with `.on(type, version, handler)`. */
export class EventHandlers {
  readonly #handlers = new Map<string, AnyHandler>();

  on<T extends EventType, V extends EventVersion<T>>(type: T, version: V, handler: EventHandler<T, V>): this {
    this.#handlers.set(`${type}@${version}`, handler as AnyHandler);
    return this;
  }

  get(type: string, version: number): AnyHandler | undefined {
    return this.#handlers.get(`${type}@${version}`);
  }

  handlesType(type: string): boolean {
    return [...this.#handlers.keys()].some((key) => key.startsWith(`${type}@`));
  }

  /** Topics to subscribe to: the producer is the first segment of an event type. */
  topics(): string[] {
    return [...new Set([...this.#handlers.keys()].map((key) => eventTopic(key.split('.')[0]!)))];
  }
}

/**
 * Subscribes a service to the events it handles. Each event is handled at most once in effect: the
 * handler runs in a transaction that also records the event id in `processed_event`, and a
 * redelivered event finds its record and is skipped. A malformed or unknown-version message, or one
 * whose handler keeps failing after `maxAttempts`, goes to the group's dead-letter topic.
 */
export async function startConsumer(options: {
  group: string;
  orm: MikroORM;
  bus: EventBus;
  handlers: EventHandlers;
  logger: Logger;
  maxAttempts?: number;
}): Promise<ConsumerStats> {
  const { group, orm, bus, handlers } = options;
  const logger = options.logger.child({ component: 'consumer', group });
  const maxAttempts = options.maxAttempts ?? 5;
  const stats: ConsumerStats = { handled: 0, duplicates: 0, retries: 0, deadLettered: 0 };
  const attempts = new Map<string, number>();

  const deadLetter = async (message: BusMessage, reason: string, eventId?: string): Promise<void> => {
    stats.deadLettered += 1;
    logger.error({ topic: message.topic, key: message.key, eventId, reason, deadLettered: stats.deadLettered }, 'event dead-lettered');
    await bus.publish([
      {
        topic: deadLetterTopic(group),
        key: message.key,
        value: message.value,
        headers: { ...message.headers, 'dead-letter-reason': reason, 'original-topic': message.topic },
      },
    ]);
  };

  const handle = async (message: BusMessage): Promise<void> => {
    let envelope: EventEnvelope;
    try {
      envelope = eventEnvelopeSchema.parse(JSON.parse(message.value));
    } catch (error) {
      return deadLetter(message, `malformed envelope: ${(error as Error).message}`);
    }
    if (!handlers.handlesType(envelope.type)) return; // another consumer's event on a shared topic
    const handler = handlers.get(envelope.type, envelope.version);
    let payload: unknown;
    try {
      if (!handler) throw new Error(`no handler for ${envelope.type} v${envelope.version}`);
      payload = parsePayload(envelope.type, envelope.version, envelope.payload);
    } catch (error) {
      return deadLetter(message, (error as Error).message, envelope.id);
    }
    try {
      const fresh = await orm.em.fork().transactional(async (em) => {
        const inserted = await em.execute<{ event_id: string }[]>(
          `insert into processed_event (consumer, event_id, event_type) values (?, ?, ?)
             on conflict do nothing returning event_id`,
          [group, envelope.id, envelope.type],
        );
        if (!inserted.length) return false;
        await handler(payload, { em, envelope });
        return true;
      });
      attempts.delete(envelope.id);
      if (fresh) stats.handled += 1;
      else stats.duplicates += 1;
    } catch (error) {
      const attempt = (attempts.get(envelope.id) ?? 0) + 1;
      if (attempt >= maxAttempts) {
        attempts.delete(envelope.id);
        return deadLetter(message, `handler failed ${attempt} times: ${(error as Error).message}`, envelope.id);
      }
      attempts.set(envelope.id, attempt);
      stats.retries += 1;
      logger.warn({ err: error, eventId: envelope.id, type: envelope.type, attempt }, 'event handler failed; will retry');
      throw error;
    }
  };

  await bus.ensureTopics([...handlers.topics(), deadLetterTopic(group)]);
  await bus.subscribe({ group, topics: handlers.topics(), handle });
  return stats;
}
