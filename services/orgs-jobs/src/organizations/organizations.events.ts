import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';
import type { Organization, OrganizationRole } from './organization.entity.ts';

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

/** A person's role in the organization as it now is (null: they hold none). */
export function recordRoleChanged(em: EntityManager, viewer: Viewer, role: RoleState): void {
  recordEvent(em, SOURCE, viewer, {
    type: 'orgs-jobs.organization.role-changed',
    version: 1,
    aggregateId: role.organizationId,
    payload: role,
  });
}

export interface RoleState {
  readonly organizationId: string;
  readonly userId: string;
  readonly role: OrganizationRole | null;
  readonly isStudent: boolean;
}

export function recordStatusChanged(em: EntityManager, viewer: Viewer, organization: Organization): void {
  recordEvent(em, SOURCE, viewer, {
    type: 'orgs-jobs.organization.status-changed',
    version: 1,
    aggregateId: organization.id,
    payload: { organizationId: organization.id, status: organization.status },
  });
}
