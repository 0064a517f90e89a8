import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type SignedInViewer } from '@koinonia/kit';
import type { Opportunity } from '../opportunities/opportunity.entity.ts';
import type { Application, ApplicationStatus } from './application.entity.ts';

// The events the applications feature records in the outbox (contracts in services/events/src/orgs-jobs.ts).

const SOURCE = 'orgs-jobs';

export function recordSubmitted(em: EntityManager, viewer: SignedInViewer, application: Application, opportunity: Opportunity, adminIds: readonly string[]): void {
  recordEvent(em, SOURCE, viewer, {
    type: 'orgs-jobs.application.submitted',
    version: 1,
    aggregateId: application.id,
    payload: {
      applicationId: application.id,
      opportunityId: opportunity.id,
      organizationId: opportunity.organizationId,
      jobTitle: opportunity.jobTitle,
      applicantId: application.userId,
      adminIds: [...adminIds],
    },
  });
}

export function recordStatusUpdated(
  em: EntityManager,
  viewer: SignedInViewer,
  application: Application,
  opportunity: Opportunity,
  previousStatus: ApplicationStatus,
): void {
  recordEvent(em, SOURCE, viewer, {
    type: 'orgs-jobs.application.status-updated',
    version: 1,
    aggregateId: application.id,
    payload: {
      applicationId: application.id,
      opportunityId: opportunity.id,
      jobTitle: opportunity.jobTitle,
      applicantId: application.userId,
      previousStatus,
      status: application.status,
      updatedById: viewer.userId,
    },
  });
}
