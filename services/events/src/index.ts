import type { z } from 'zod';
import { identityEvents } from './identity.ts';
import { chatEvents } from './chat.ts';
import { orgsJobsEvents } from './orgs-jobs.ts';
import { communityEvents } from './community.ts';
import { contentEvents } from './content.ts';
import { notifyEvents } from './notify.ts';

export { eventEnvelopeSchema, type EventEnvelope } from './envelope.ts';
export { identityEvents } from './identity.ts';
export { chatEvents } from './chat.ts';
export { orgsJobsEvents } from './orgs-jobs.ts';
export { communityEvents } from './community.ts';
export { contentEvents, NEWSLETTER_UNSUBSCRIBE_PLACEHOLDER } from './content.ts';
export { notifyEvents } from './notify.ts';

/** Every event contract, by type and version. Producers and consumers validate against this. */
export const eventContracts = {
  ...identityEvents,
  ...chatEvents,
  ...orgsJobsEvents,
  ...communityEvents,
  ...contentEvents,
  ...notifyEvents,
} as const;

export type EventType = keyof typeof eventContracts;
type Versions<T extends EventType> = (typeof eventContracts)[T];
export type EventVersion<T extends EventType> = keyof Versions<T> & number;
export type EventPayload<T extends EventType, V extends EventVersion<T>> = z.infer<
  Versions<T>[V] extends z.ZodType ? Versions<T>[V] : never
>;

/** The services that produce events; each has one topic. */
export const producers = ['identity', 'orgs-jobs', 'community', 'chat', 'content', 'notify'] as const;
export type Producer = (typeof producers)[number];

export class UnknownEventError extends Error {
  override readonly name = 'UnknownEventError';
}

/** Validates a payload against its contract; throws for an unknown type/version or a bad payload. */
export function parsePayload(type: string, version: number, payload: unknown): unknown {
  const versions = (eventContracts as Record<string, Record<number, z.ZodType> | undefined>)[type];
  const schema = versions?.[version];
  if (!schema) throw new UnknownEventError(`unknown event ${type} v${version}`);
  return schema.parse(payload);
}
