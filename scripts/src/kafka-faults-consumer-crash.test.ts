/**
 * Consumer crash: a consumer that dies after its side effect and before the offset commit gets the
 * message again in its successor, which finds it processed (shared setup in ./kafka-faults.testing.ts).
 */
import { expect, it } from '@jest/globals';
import { loadNotifyConfig, notifyService } from '@koinonia/notify';
import { startService, type EventBus } from '@koinonia/kit';
import { describeWith, startTestService, TEST_INTERNAL_SECRET, waitFor } from '@koinonia/kit/testing';
import {
  emailsTo,
  IDENTITY_TOPIC,
  logger,
  logLevel,
  newNamespace,
  outboxOf,
  signUp,
  TEST_TIMEOUT,
  uniqueEmail,
  useKafkaFaults,
  VERIFICATION,
  WAIT,
} from './kafka-faults.testing.ts';

const describeKafka = describeWith('kafka', 'kafka-faults-consumer-crash.test.ts');

/**
 * A bus that "dies" when `kill()` is called: from then on every delivery fails before it reaches
 * the service's handler, so nothing more is handled or committed (as in a crashed process).
 */
const mortal = (inner: EventBus): EventBus & { kill(): void } => {
  let dead = false;
  return {
    ...inner,
    description: inner.description,
    ensureTopics: (topics) => inner.ensureTopics(topics),
    publish: (messages) => inner.publish(messages),
    close: () => inner.close(),
    subscribe: (subscription) =>
      inner.subscribe({
        ...subscription,
        handle: async (message) => {
          if (dead) throw new Error('simulated crash: this consumer is dead');
          await subscription.handle(message);
        },
      }),
    kill() {
      dead = true;
    },
  };
};

describeKafka('Kafka event path under faults: consumer crash (real broker, identity → notify)', () => {
  const { admin, cleanups, kafkaBus, startIdentity } = useKafkaFaults();

  it(
    'does not repeat a side effect when the consumer crashed after it and before committing the offset',
    async () => {
      const namespace = newNamespace('crash');
      const identityBus = kafkaBus(namespace);
      const identity = await startIdentity(identityBus);

      // Notify, first process: handles the verification event (its e-mail row commits), then dies
      // before the offset is committed.
      let crashedAt: { partition: number; offset: string } | undefined;
      const firstBus = mortal(
        kafkaBus(namespace, {
          beforeCommit: async ({ message, partition, offset }) => {
            if (message.headers?.['event-type'] !== VERIFICATION || crashedAt) return;
            crashedAt = { partition, offset };
            firstBus.kill();
            throw new Error('simulated crash before the offset commit');
          },
        }),
      );
      const first = await startTestService(notifyService, loadNotifyConfig, { bus: firstBus });
      let firstStopped: Promise<void> | undefined;
      const stopFirst = (): Promise<void> => (firstStopped ??= first.service.stop());
      cleanups.push(() => first.db.drop(), stopFirst);

      const email = uniqueEmail('crash');
      const userId = await signUp(identity, email);
      const crash = await waitFor(async () => crashedAt, WAIT, 'the first notify process to crash');
      // signed-up, profile-changed (for the members read model) and the verification request.
      expect(first.service.consumerStats).toMatchObject({ handled: 3, duplicates: 0 });
      expect((await emailsTo(first, email)).map((row) => row.kind)).toEqual(['verify-email', 'welcome']);
      // The group's offset is still at the verification event: it will be delivered again.
      const topic = identityBus.name(IDENTITY_TOPIC);
      const group = identityBus.name('notify');
      const committedOffset = async (): Promise<string | undefined> => {
        const [offsets] = await admin().fetchOffsets({ groupId: group, topics: [topic] });
        return offsets?.partitions.find((p) => p.partition === crash.partition)?.offset;
      };
      expect(await committedOffset()).toBe(crash.offset);

      await firstBus.close();
      await stopFirst();

      // Notify, second process: same database, same consumer group.
      const secondBus = kafkaBus(namespace);
      const config = loadNotifyConfig({
        NOTIFY_DATABASE_URL: first.db.url,
        NOTIFY_PORT: '0',
        INTERNAL_SECRET: TEST_INTERNAL_SECRET,
        LOG_LEVEL: logLevel,
        KOINONIA_DEV_MODE: 'true',
      });
      const second = await startService(notifyService, config, { bus: secondBus, logger });
      cleanups.push(() => second.stop());
      const stats = second.consumerStats!;
      await waitFor(async () => stats.duplicates >= 1, WAIT, 'the verification event to be delivered again');
      expect(stats).toMatchObject({ handled: 0, duplicates: 1, deadLettered: 0 });
      await waitFor(async () => (await committedOffset()) === String(BigInt(crash.offset) + 1n), WAIT, 'the offset commit');

      const [verification] = (await outboxOf(identity, userId)).filter((row) => row.type === VERIFICATION);
      const rows = await first.sql<{ kind: string; source_event_id: string; status: string }>(
        'select kind, source_event_id, status from email where "to" = ? order by kind',
        [email],
      );
      expect(rows.filter((row) => row.kind === 'verify-email')).toEqual([
        { kind: 'verify-email', source_event_id: verification!.id, status: expect.any(String) },
      ]);
      expect(rows).toHaveLength(2);
      // And the second process's dispatcher delivers that one e-mail.
      await waitFor(
        async () => (await first.sql<{ n: number }>(`select count(*)::int as n from email where "to" = ? and status = 'SENT'`, [email]))[0]!.n === 2,
        WAIT,
        'the e-mails to be sent',
      );
    },
    TEST_TIMEOUT,
  );
});
