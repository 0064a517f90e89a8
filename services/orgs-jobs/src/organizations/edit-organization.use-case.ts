import { definedOnly, defineUseCase, mapUniqueViolation, rules } from '@koinonia/kit';
import { organizationInput, requirePriorityRight, slugConstraint } from './add-organization.use-case.ts';
import { replaceAddresses } from './organization-details.repository.ts';
import type { Organization } from './organization.entity.ts';
import { findOrganizationById } from './organization.repository.ts';
import { organizationNotFound } from './organizations.errors.ts';
import { recordUpdated } from './organizations.events.ts';
import { organizationToAdminister } from './organizations.queries.ts';

/**
 * organization EDIT: an admin of the organization; only the fields given change, by the rules of
 * ADD (`addresses` given replaces them all). A platform admin may change `priority` alone on any
 * organization (curating the founding circle needs no role in it).
 */
export const editOrganization = defineUseCase({
  access: 'member',
  input: organizationInput.partial().extend({ id: rules.requiredText() }),
  execute: async (ctx, { id, addresses, priority, ...given }): Promise<Organization> => {
    const userId = ctx.viewer.userId;
    requirePriorityRight(ctx.viewer, priority);
    const changes = definedOnly(given);
    const priorityAlone = priority !== undefined && addresses === undefined && Object.keys(changes).length === 0;
    return mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const organization = priorityAlone ? await findOrganizationById(em, id) : await organizationToAdminister(em, id, userId);
          if (!organization) throw organizationNotFound();
          // A new address has not been verified yet.
          if (changes.email !== undefined && changes.email !== organization.email) organization.isEmailVerified = false;
          em.assign(organization, priority === undefined ? changes : { ...changes, priority });
          if (addresses !== undefined) await replaceAddresses(em, organization.id, addresses ?? []);
          recordUpdated(em, ctx.viewer, organization);
          return organization;
        }),
      slugConstraint,
    );
  },
});
