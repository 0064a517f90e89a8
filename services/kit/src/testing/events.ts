import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@koinonia/events';
import { eventTopic, type EventBus } from '../events/bus.ts';
import type { ServiceConfig } from '../service.ts';
import type { TestService } from './service.ts';

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

/** Publishes an event (version 1 unless given) and waits for its processed_event row: a consumer is done with an event only once that row exists. Returns the event's id. */
export async function handledTestEvent(
  t: Pick<TestService<ServiceConfig>, 'bus' | 'count'>,
  event: { type: string; payload: unknown; version?: number; id?: string; aggregateId?: string },
  timeoutMs = 10_000,
): Promise<string> {
  const published = await publishTestEvent(t.bus, { ...event, version: event.version ?? 1 });
  await waitFor(async () => (await t.count('processed_event', 'event_id = ?', [published.id])) === 1, timeoutMs, `${event.type} handled`);
  return published.id;
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
