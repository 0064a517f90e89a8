/**
 * Broker outage: a change committed while the broker is unreachable waits in the outbox and reaches
 * the consumer once the broker is back (shared setup and context in ./kafka-faults.testing.ts).
 */
import { expect, it } from '@jest/globals';
import { describeWith, waitFor } from '@koinonia/kit/testing';
import {
  emailsTo,
  IDENTITY_TOPIC,
  newNamespace,
  outboxOf,
  PROFILE_CHANGED,
  SIGNED_UP,
  signUp,
  TEST_TIMEOUT,
  uniqueEmail,
  useKafkaFaults,
  VERIFICATION,
  WAIT,
} from './kafka-faults.testing.ts';

const describeKafka = describeWith('kafka', 'kafka-faults-broker-down.test.ts');

describeKafka('Kafka event path under faults: broker down (real broker, identity → notify)', () => {
  const { kafkaBus, messagesOn, brokerGate, startIdentity, startNotify } = useKafkaFaults();

  it(
    'keeps an event whose commit happens while the broker is unreachable in the outbox, and delivers it once after',
    async () => {
      const gate = await brokerGate();
      // One bus for both services, every connection of it through the proxy: the relay's producer
      // and notify's consumer both lose the broker.
      const bus = kafkaBus(newNamespace('down'), { dialAddress: gate.dial });
      const identity = await startIdentity(bus);
      const notify = await startNotify(bus);
      const stats = notify.service.consumerStats!;
      // Steady state first: a sign-up travels while the broker is reachable (the relay's producer
      // is connected, notify's consumer is fetching).
      const earlier = uniqueEmail('before');
      await signUp(identity, earlier);
      await waitFor(async () => (await emailsTo(notify, earlier)).length === 2, WAIT, 'the first sign-up to reach notify');

      gate.cut();
      const email = uniqueEmail('down');
      const userId = await signUp(identity, email); // the change commits without the broker

      const waiting = await outboxOf(identity, userId);
      expect(waiting.map((row) => row.type)).toEqual([SIGNED_UP, PROFILE_CHANGED, VERIFICATION]);
      const failuresBefore = identity.service.relay.stats.failures;
      await waitFor(async () => identity.service.relay.stats.failures >= failuresBefore + 2, WAIT, 'the relay to try and fail twice');
      expect((await outboxOf(identity, userId)).map((row) => row.sent_at)).toEqual([null, null, null]);
      expect(await emailsTo(notify, email)).toEqual([]);
      expect(gate.proxies.some((proxy) => proxy.refused > 0)).toBe(true);

      gate.restore();
      await waitFor(async () => (await outboxOf(identity, userId)).every((row) => row.sent_at !== null), WAIT, 'the outbox to drain');
      // Everything that reached the topic (a publish that failed midway may have written some of it
      // before the relay published again) has been through notify's consumer.
      const onTopic = await messagesOn(bus.name(IDENTITY_TOPIC));
      expect(onTopic).toBeGreaterThanOrEqual(6);
      await waitFor(async () => stats.handled + stats.duplicates >= onTopic, WAIT, 'notify to consume every message');

      const [signedUp, , verification] = waiting;
      expect(stats.handled).toBe(6);
      expect(await emailsTo(notify, email)).toEqual([
        { kind: 'verify-email', source_event_id: verification!.id },
        { kind: 'welcome', source_event_id: signedUp!.id },
      ]);
    },
    TEST_TIMEOUT,
  );
});
