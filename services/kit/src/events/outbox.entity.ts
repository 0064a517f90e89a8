import { defineEntity, p } from '@mikro-orm/core';

/**
 * A domain event waiting in the producing service's outbox. It is persisted with the change that
 * caused it (same flush, same transaction); the relay publishes it and sets `sentAt`.
 * `position` (an identity column, not mapped) gives the publishing order.
 *
 * A factory, not a shared schema: MikroORM keeps per-ORM state on an entity schema, and `npm start`
 * runs one ORM per service in one process. Code refers to it by name (`OUTBOX_EVENT`).
 */
export const OUTBOX_EVENT = 'OutboxEvent';
export const createOutboxEventEntity = () =>
  defineEntity({
    name: OUTBOX_EVENT,
    tableName: 'outbox_event',
    properties: {
      id: p.uuid().primary(),
      type: p.string(),
      version: p.integer(),
      source: p.string(),
      aggregateId: p.string(),
      actorId: p.string().nullable(),
      impersonatorId: p.string().nullable(),
      payload: p.json<unknown>(),
      occurredAt: p.datetime(),
      sentAt: p.datetime().nullable(),
    },
  });
