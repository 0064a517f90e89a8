import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';

// The events the follows feature records in the outbox (contracts in services/events/src/orgs-jobs.ts).

const SOURCE = 'orgs-jobs';

export function recordFollowed(em: EntityManager, viewer: Viewer, organizationId: string, userId: string): void {
  recordEvent(em, SOURCE, viewer, { type: 'orgs-jobs.organization.followed', version: 1, aggregateId: organizationId, payload: { organizationId, userId } });
}

export function recordUnfollowed(em: EntityManager, viewer: Viewer, organizationId: string, userId: string): void {
  recordEvent(em, SOURCE, viewer, { type: 'orgs-jobs.organization.unfollowed', version: 1, aggregateId: organizationId, payload: { organizationId, userId } });
}
