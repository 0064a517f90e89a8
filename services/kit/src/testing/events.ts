import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@koinonia/events';
import { eventTopic, type EventBus } from '../events/bus.ts';

/** Publishes an event envelope as a producer's relay would; returns the envelope (with its id). */
export async function publishTestEvent(
  bus: EventBus,
  event: { type: string; version: number; payload: unknown; aggregateId?: string; id?: string },
): Promise<EventEnvelope> {
  const source = event.type.split('.')[0]!;
  const envelope: EventEnvelope = {
    id: event.id ?? randomUUID(),
    type: event.type,
    version: event.version,
    occurredAt: new Date().toISOString(),
    source,
    aggregateId: event.aggregateId ?? randomUUID(),
    actorId: null,
    impersonatorId: null,
    payload: event.payload,
  };
  await bus.publish([{ topic: eventTopic(source), key: envelope.aggregateId, value: JSON.stringify(envelope) }]);
  return envelope;
}

/** Polls until `probe` returns a value other than undefined/null/false, or fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => Promise<T | null | undefined | false>, timeoutMs = 10_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
