import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parsePayload, type EventPayload, type EventType, type EventVersion } from '@koinonia/events';
import type { Viewer } from '../viewer.ts';
import type { EntityName, InferEntity } from '@mikro-orm/core';
import { OUTBOX_EVENT, type createOutboxEventEntity } from './outbox.entity.ts';

type OutboxEvent = InferEntity<ReturnType<typeof createOutboxEventEntity>>;
// Each ORM has its own outbox schema instance; they share the entity name.
const outboxEventName = OUTBOX_EVENT as unknown as EntityName<OutboxEvent>;

export interface NewEvent<T extends EventType, V extends EventVersion<T>> {
  readonly type: T;
  readonly version: V;
  readonly aggregateId: string;
  readonly payload: EventPayload<T, V>;
}

/**
 * Adds an event to the outbox in the unit of work of `em`: it commits with the change that caused it,
 * or not at all. The payload is checked against its contract before it is stored.
 */
export function recordEvent<T extends EventType, V extends EventVersion<T>>(
  em: EntityManager,
  source: string,
  viewer: Pick<Viewer, 'userId' | 'impersonatorId'>,
  event: NewEvent<T, V>,
): string {
  const payload = parsePayload(event.type, event.version, event.payload);
  const id = randomUUID();
  em.create(outboxEventName, {
    id,
    type: event.type,
    version: event.version,
    source,
    aggregateId: event.aggregateId,
    actorId: viewer.userId,
    impersonatorId: viewer.impersonatorId,
    payload,
    occurredAt: new Date(),
    sentAt: null,
  });
  return id;
}
