import { definedOnly, defineUseCase, mapUniqueViolation, rules } from '@koinonia/kit';
import { organizationInput, slugConstraint } from './add-organization.use-case.ts';
import type { Organization } from './organization.entity.ts';
import { recordUpdated } from './organizations.events.ts';
import { organizationToAdminister } from './organizations.queries.ts';

/** organization EDIT: an admin of the organization; only the fields given change, by the rules of ADD. */
export const editOrganization = defineUseCase({
  access: 'member',
  input: organizationInput.partial().extend({ id: rules.requiredText() }),
  execute: async (ctx, { id, ...given }): Promise<Organization> => {
    const userId = ctx.viewer.userId;
    const changes = definedOnly(given);
    return mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const organization = await organizationToAdminister(em, id, userId);
          // A new address has not been verified yet.
          if (changes.email !== undefined && changes.email !== organization.email) organization.isEmailVerified = false;
          em.assign(organization, changes);
          recordUpdated(em, ctx.viewer, organization);
          return organization;
        }),
      slugConstraint,
    );
  },
});
