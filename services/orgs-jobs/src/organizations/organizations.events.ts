import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';
import type { Organization } from './organization.entity.ts';

// The events the organizations feature records in the outbox (contracts in services/events/src/orgs-jobs.ts).

const SOURCE = 'orgs-jobs';

export function recordCreated(em: EntityManager, viewer: Viewer, organization: Organization, createdById: string): void {
  const { id, slug, name, type } = organization;
  recordEvent(em, SOURCE, viewer, {
    type: 'orgs-jobs.organization.created',
    version: 1,
    aggregateId: id,
    payload: { organizationId: id, slug, name, type, createdById },
  });
}

export function recordUpdated(em: EntityManager, viewer: Viewer, organization: Organization): void {
  const { id, slug, name, type } = organization;
  recordEvent(em, SOURCE, viewer, {
    type: 'orgs-jobs.organization.updated',
    version: 1,
    aggregateId: id,
    payload: { organizationId: id, slug, name, type },
  });
}

export function recordDeleted(em: EntityManager, viewer: Viewer, organization: Organization): void {
  recordEvent(em, SOURCE, viewer, {
    type: 'orgs-jobs.organization.deleted',
    version: 1,
    aggregateId: organization.id,
    payload: { organizationId: organization.id, slug: organization.slug },
  });
}
