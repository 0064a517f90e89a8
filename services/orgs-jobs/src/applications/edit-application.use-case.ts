import { defineUseCase, forbidden } from '@koinonia/kit';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { holdsRole } from '../organizations/organization.repository.ts';
import { notOrganizationAdmin } from '../organizations/organizations.errors.ts';
import { findOpportunityById } from '../opportunities/opportunity.repository.ts';
import { adminTransitions, withdrawable, type Application } from './application.entity.ts';
import { editApplicationInput } from './application.input.ts';
import { lockApplication } from './application.repository.ts';
import { applicationNotFound, statusNotAllowed } from './applications.errors.ts';
import { recordStatusUpdated } from './applications.events.ts';

/**
 * application EDIT: the applicant withdraws (WITHDRAWN, until it is decided); the organization's
 * admins move it along `adminTransitions`. Each change is an event, so the applicant is told.
 * Anyone else: NOT_FOUND (an application is seen only by its applicant and the admins).
 */
export const editApplication = defineUseCase({
  access: 'member',
  input: editApplicationInput,
  execute: async (ctx, { id, status }): Promise<Application> =>
    ctx.em.transactional(async (em) => {
      const userId = ctx.viewer.userId;
      const application = await lockApplication(em, id);
      const opportunity = application && (await findOpportunityById(em, application.opportunityId));
      if (!application || !opportunity) throw applicationNotFound();
      const isApplicant = application.userId === userId;
      const isAdmin = await holdsRole(em, opportunity.organizationId, userId, OrganizationRole.ADMIN);
      if (!isApplicant && !isAdmin) throw applicationNotFound();

      const previous = application.status;
      if (status === 'WITHDRAWN') {
        if (!isApplicant) throw forbidden('Only the applicant can withdraw an application');
        if (!withdrawable.includes(previous)) throw statusNotAllowed(previous, status);
      } else {
        if (!isAdmin) throw notOrganizationAdmin();
        if (!adminTransitions[previous].includes(status)) throw statusNotAllowed(previous, status);
      }
      application.status = status;
      recordStatusUpdated(em, ctx.viewer, application, opportunity, previous);
      return application;
    }),
});
