import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { eventTopic, type BusMessage, type EventBus } from './bus.ts';

interface OutboxRow {
  id: string;
  type: string;
  version: number;
  source: string;
  aggregate_id: string;
  actor_id: string | null;
  impersonator_id: string | null;
  payload: unknown;
  occurred_at: Date;
}

export interface RelayStats {
  published: number;
  failures: number;
}

/**
 * Publishes a service's committed outbox events to the bus, oldest first, and marks them sent only
 * after the bus accepted them. A transaction-scoped advisory lock keeps one relay of a service active
 * at a time, so two replicas neither publish an event twice nor reorder an aggregate's events.
 */
export class OutboxRelay {
  readonly stats: RelayStats = { published: 0, failures: 0 };
  readonly #orm: MikroORM;
  readonly #bus: EventBus;
  readonly #source: string;
  readonly #logger: Logger;
  readonly #pollMs: number;
  readonly #batchSize: number;
  #timer: NodeJS.Timeout | null = null;
  #running: Promise<void> | null = null;
  #stopped = true;
  #again = false;
  #backoffMs = 0;
  /** Topics this relay has created (or found) on the bus; it never relies on auto-creation. */
  readonly #topicsReady = new Set<string>();

  constructor(options: {
    orm: MikroORM;
    bus: EventBus;
    source: string;
    logger: Logger;
    pollMs?: number;
    batchSize?: number;
  }) {
    this.#orm = options.orm;
    this.#bus = options.bus;
    this.#source = options.source;
    this.#logger = options.logger.child({ component: 'outbox-relay' });
    this.#pollMs = options.pollMs ?? 250;
    this.#batchSize = options.batchSize ?? 100;
  }

  start(): void {
    this.#stopped = false;
    this.#schedule(0);
  }

  /** Asks for a pass now (after a commit that recorded events) instead of at the next poll. */
  nudge(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#running;
  }

  /** One pass: publishes up to a batch. Returns how many events were published. */
  async publishBatch(): Promise<number> {
    const em = this.#orm.em.fork();
    return em.transactional(async (tx) => {
      const [lock] = await tx.execute<{ locked: boolean }[]>(
        'select pg_try_advisory_xact_lock(hashtext(?)) as locked',
        [`koinonia-outbox-relay:${this.#source}`],
      );
      if (!lock?.locked) return 0;
      const rows = await tx.execute<OutboxRow[]>(
        `select id, type, version, source, aggregate_id, actor_id, impersonator_id, payload, occurred_at
           from outbox_event where sent_at is null order by position limit ?`,
        [this.#batchSize],
      );
      if (!rows.length) return 0;
      const messages = rows.map(toMessage);
      const topics = [...new Set(messages.map((m) => m.topic))].filter((topic) => !this.#topicsReady.has(topic));
      if (topics.length) {
        await this.#bus.ensureTopics(topics);
        for (const topic of topics) this.#topicsReady.add(topic);
      }
      await this.#bus.publish(messages);
      await tx.execute('update outbox_event set sent_at = now() where id in (?)', [rows.map((r) => r.id)]);
      return rows.length;
    });
  }

  #schedule(delayMs: number): void {
    if (this.#stopped || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#running = this.#pass().finally(() => {
        this.#running = null;
      });
    }, delayMs);
  }

  async #pass(): Promise<void> {
    let published = 0;
    try {
      do {
        this.#again = false;
        published = await this.publishBatch();
        this.stats.published += published;
      } while ((published === this.#batchSize || this.#again) && !this.#stopped);
      this.#backoffMs = 0;
    } catch (error) {
      this.stats.failures += 1;
      this.#backoffMs = Math.min(Math.max(this.#backoffMs * 2, 500), 10_000);
      this.#logger.warn({ err: error, retryInMs: this.#backoffMs }, 'outbox relay could not publish; will retry');
    }
    this.#schedule(this.#backoffMs || this.#pollMs);
  }
}

function toMessage(row: OutboxRow): BusMessage {
  const envelope = {
    id: row.id,
    type: row.type,
    version: row.version,
    occurredAt: new Date(row.occurred_at).toISOString(),
    source: row.source,
    aggregateId: row.aggregate_id,
    actorId: row.actor_id,
    impersonatorId: row.impersonator_id,
    payload: row.payload,
  };
  return {
    topic: eventTopic(row.source),
    key: row.aggregate_id,
    value: JSON.stringify(envelope),
    headers: { 'event-type': row.type, 'event-version': String(row.version), 'event-id': row.id },
  };
}
