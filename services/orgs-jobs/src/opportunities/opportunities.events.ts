import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';
import type { Opportunity } from './opportunity.entity.ts';

// The events the opportunities feature records in the outbox (contracts in services/events/src/orgs-jobs.ts).

const SOURCE = 'orgs-jobs';

type Actor = Pick<Viewer, 'userId' | 'impersonatorId'>;

/** No person acts when a payment opens a job (the payment provider's webhook). */
export const systemActor: Actor = { userId: null, impersonatorId: null };

export function recordOpened(em: EntityManager, actor: Actor, opportunity: Opportunity): void {
  recordEvent(em, SOURCE, actor, {
    type: 'orgs-jobs.opportunity.opened',
    version: 1,
    aggregateId: opportunity.id,
    payload: {
      opportunityId: opportunity.id,
      organizationId: opportunity.organizationId,
      jobTitle: opportunity.jobTitle,
      publishedAt: (opportunity.publishedAt ?? new Date()).toISOString(),
    },
  });
}

export function recordClosed(em: EntityManager, actor: Actor & { userId: string }, opportunity: Opportunity, applicantIds: readonly string[]): void {
  recordEvent(em, SOURCE, actor, {
    type: 'orgs-jobs.opportunity.closed',
    version: 1,
    aggregateId: opportunity.id,
    payload: {
      opportunityId: opportunity.id,
      organizationId: opportunity.organizationId,
      jobTitle: opportunity.jobTitle,
      closedById: actor.userId,
      applicantIds: [...applicantIds],
    },
  });
}
