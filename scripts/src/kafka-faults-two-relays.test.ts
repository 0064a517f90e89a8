/**
 * Two relays of one service at once: every event reaches the topic once and, per aggregate, in
 * outbox order (shared setup in ./kafka-faults.testing.ts).
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from '@jest/globals';
import type { MikroORM } from '@mikro-orm/postgresql';
import { OutboxRelay, recordEvent, startServiceOrm } from '@koinonia/kit';
import { createTestDatabase, describeWith, waitFor, type TestDatabase } from '@koinonia/kit/testing';
import { collect, IDENTITY_TOPIC, logger, newNamespace, TEST_TIMEOUT, useKafkaFaults, WAIT } from './kafka-faults.testing.ts';

const describeKafka = describeWith('kafka', 'kafka-faults-two-relays.test.ts');

describeKafka('Kafka event path under faults: two relays (real broker, identity → notify)', () => {
  const { cleanups, kafkaBus, messagesOn } = useKafkaFaults();

  it(
    'publishes each event once and in order per aggregate when two relays of one service run at once',
    async () => {
      const bus = kafkaBus(newNamespace('relays'));
      const db: TestDatabase = await createTestDatabase('relays');
      cleanups.push(() => db.drop());
      // Two replicas of a service: two ORMs (connection pools) on one database, two relays, one topic.
      const orms: MikroORM[] = [];
      for (const replica of [1, 2]) {
        const orm = await startServiceOrm({ name: `identity-replica-${replica}`, databaseUrl: db.url, entities: [], migrations: [], logger });
        cleanups.push(() => orm.close());
        orms.push(orm);
      }
      const relays = orms.map((orm) => new OutboxRelay({ orm, bus, source: 'identity', logger, pollMs: 5, batchSize: 7 }));
      for (const relay of relays) {
        relay.start();
        cleanups.push(() => relay.stop());
      }

      // Writers on both replicas at once: per aggregate, events in sequence of one to three per
      // transaction; aggregates interleaved.
      const aggregates = Array.from({ length: 8 }, () => randomUUID());
      const perAggregate = 24;
      const viewer = { userId: null, impersonatorId: null };
      await Promise.all(
        aggregates.map(async (aggregateId, a) => {
          for (let n = 0; n < perAggregate; ) {
            const take = Math.min(1 + ((n + a) % 3), perAggregate - n);
            const orm = orms[(n + a) % 2]!;
            await orm.em.fork().transactional(async (em) => {
              for (let i = 0; i < take; i += 1) {
                recordEvent(em, 'identity', viewer, {
                  type: 'identity.user.email-verified',
                  version: 1,
                  aggregateId,
                  payload: { userId: aggregateId, email: `n${n + i}@example.org` },
                });
              }
            });
            n += take;
          }
        }),
      );
      const total = aggregates.length * perAggregate;
      const sql = orms[0]!.em.fork();
      await waitFor(
        async () => (await sql.execute<{ n: number }[]>('select count(*)::int as n from outbox_event where sent_at is null'))[0]!.n === 0,
        WAIT,
        'both relays to drain the outbox',
      );
      // Read the topic (which the relays created) from its beginning.
      const received = await collect(bus, IDENTITY_TOPIC);
      await waitFor(async () => received.length >= total, WAIT, 'every event on the topic');
      for (const relay of relays) await relay.stop();

      // Once: the topic holds exactly one message per event, and the relays' counts add up.
      expect(await messagesOn(bus.name(IDENTITY_TOPIC))).toBe(total);
      const ids = received.map((message) => (JSON.parse(message.value) as { id: string }).id);
      expect(new Set(ids).size).toBe(total);
      expect(relays[0]!.stats.published + relays[1]!.stats.published).toBe(total);
      // In order: per aggregate, the topic's order is the outbox's (commit) order.
      const outbox = await sql.execute<{ id: string; aggregate_id: string }[]>('select id, aggregate_id from outbox_event order by position');
      for (const aggregateId of aggregates) {
        const expected = outbox.filter((row) => row.aggregate_id === aggregateId).map((row) => row.id);
        const got = received.filter((message) => message.key === aggregateId).map((message) => (JSON.parse(message.value) as { id: string }).id);
        expect(got).toEqual(expected);
      }
    },
    TEST_TIMEOUT,
  );
});
