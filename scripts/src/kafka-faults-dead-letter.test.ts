/**
 * Dead letters: messages notify can never handle (malformed, unknown version, invalid payload, a
 * handler that keeps failing) go to its dead-letter topic and the partition goes on (shared setup
 * in ./kafka-faults.testing.ts).
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from '@jest/globals';
import { deadLetterTopic } from '@koinonia/kit';
import { describeWith, publishTestEvent, waitFor } from '@koinonia/kit/testing';
import {
  collect,
  emailsTo,
  IDENTITY_TOPIC,
  newNamespace,
  TEST_TIMEOUT,
  uniqueEmail,
  useKafkaFaults,
  VERIFICATION,
  WAIT,
} from './kafka-faults.testing.ts';

const describeKafka = describeWith('kafka', 'kafka-faults-dead-letter.test.ts');

describeKafka('Kafka event path under faults: dead letters (real broker, identity → notify)', () => {
  const { kafkaBus, startNotify } = useKafkaFaults();

  const verificationEvent = (email: string, aggregateId: string) => ({
    type: VERIFICATION,
    version: 1,
    aggregateId,
    payload: {
      userId: aggregateId,
      email,
      firstName: 'Lydia',
      verifyUrl: 'http://localhost:3000/verify-email?token=abc',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });

  it(
    'dead-letters a malformed message, an unknown version and an invalid payload, and goes on consuming',
    async () => {
      const bus = kafkaBus(newNamespace('malformed'));
      const notify = await startNotify(bus);
      const deadLetters = await collect(bus, deadLetterTopic('notify'));

      // One key, so one partition: the good event comes after the bad ones.
      const key = randomUUID();
      await bus.publish([{ topic: IDENTITY_TOPIC, key, value: '{not json' }]);
      await publishTestEvent(bus, { ...verificationEvent('v9@example.org', key), version: 9 });
      await publishTestEvent(bus, { ...verificationEvent('bad@example.org', key), payload: { email: 'no other fields' } });
      const email = uniqueEmail('after');
      await publishTestEvent(bus, verificationEvent(email, key));

      await waitFor(async () => (await emailsTo(notify, email)).length === 1, WAIT, 'the good event to be handled');
      await waitFor(async () => deadLetters.length >= 3, WAIT, 'three dead letters');
      expect(deadLetters.map((message) => message.headers?.['dead-letter-reason'])).toEqual([
        expect.stringContaining('malformed envelope'),
        expect.stringContaining(`no handler for ${VERIFICATION} v9`),
        expect.stringContaining('userId'),
      ]);
      expect(deadLetters.map((message) => message.headers?.['original-topic'])).toEqual([IDENTITY_TOPIC, IDENTITY_TOPIC, IDENTITY_TOPIC]);
      expect(deadLetters[0]!.value).toBe('{not json');
      expect(deadLetters.every((message) => message.key === key)).toBe(true);
      expect(notify.service.consumerStats).toMatchObject({ handled: 1, deadLettered: 3 });
    },
    TEST_TIMEOUT,
  );

  it(
    'dead-letters an event whose handler keeps failing after bounded retries, counts it, and goes on',
    async () => {
      const bus = kafkaBus(newNamespace('failing'), { redeliveryBackoffMs: 50, maxRedeliveryBackoffMs: 200 });
      const notify = await startNotify(bus);
      // A fault in notify's own database: it refuses e-mail to these addresses, on every attempt.
      await notify.sql(`alter table email add constraint refuse_for_test check ("to" not like 'refused-%')`);
      const deadLetters = await collect(bus, deadLetterTopic('notify'));

      const key = randomUUID();
      const refused = await publishTestEvent(bus, verificationEvent(uniqueEmail('refused'), key));
      const email = uniqueEmail('next');
      await publishTestEvent(bus, verificationEvent(email, key)); // same partition, behind it

      await waitFor(async () => (await emailsTo(notify, email)).length === 1, WAIT, 'the next event to be handled');
      await waitFor(async () => deadLetters.length >= 1, WAIT, 'the dead letter');
      expect(deadLetters).toHaveLength(1);
      expect(deadLetters[0]!.headers).toMatchObject({
        'dead-letter-reason': expect.stringMatching(/^handler failed 5 times: .*refuse_for_test/),
        'original-topic': IDENTITY_TOPIC,
      });
      expect(JSON.parse(deadLetters[0]!.value)).toMatchObject({ id: refused.id });
      // Five attempts: four retries, then the dead letter; counted. The failed attempts left nothing.
      expect(notify.service.consumerStats).toMatchObject({ handled: 1, retries: 4, deadLettered: 1 });
      expect(await notify.sql('select 1 from processed_event where event_id = ?', [refused.id])).toEqual([]);
      expect(await notify.sql(`select 1 from email where "to" like 'refused-%'`)).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
