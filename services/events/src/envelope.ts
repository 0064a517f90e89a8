import { z } from 'zod';

/** Every event on the bus travels in this envelope; the payload is checked against its contract. */
export const eventEnvelopeSchema = z.object({
  id: z.uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.iso.datetime(),
  /** The producing service; it is also the topic the event travels on. */
  source: z.string().min(1),
  aggregateId: z.string().min(1),
  actorId: z.string().nullable(),
  impersonatorId: z.string().nullable(),
  payload: z.unknown(),
});

export type EventEnvelope = z.infer<typeof eventEnvelopeSchema>;
