import type { EventHandlers } from '@koinonia/kit';
import { removeJobOrganization, upsertJobOrganization, upsertJobPost } from './jobs.repository.ts';

/** Keeps the job board's read model: job titles and whether they are open, organization names. */
export function jobsHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('orgs-jobs.opportunity.opened', 1, (event, { em }) =>
      upsertJobPost(em, { id: event.opportunityId, organizationId: event.organizationId, title: event.jobTitle, isOpen: true }),
    )
    .on('orgs-jobs.opportunity.closed', 1, (event, { em }) =>
      upsertJobPost(em, { id: event.opportunityId, organizationId: event.organizationId, title: event.jobTitle, isOpen: false }),
    )
    .on('orgs-jobs.organization.created', 1, (event, { em }) => upsertJobOrganization(em, { id: event.organizationId, name: event.name }))
    .on('orgs-jobs.organization.updated', 1, (event, { em }) => upsertJobOrganization(em, { id: event.organizationId, name: event.name }))
    .on('orgs-jobs.organization.deleted', 1, (event, { em }) => removeJobOrganization(em, event.organizationId));
}
