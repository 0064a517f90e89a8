import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { Organization } from './organization.entity.ts';
import { recordDeleted } from './organizations.events.ts';
import { organizationToAdminister } from './organizations.queries.ts';

/** organization DELETE: an admin of the organization; its roles go with it. Answers it as it was. */
export const deleteOrganization = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.requiredText() }),
  execute: async (ctx, { id }): Promise<Organization> => {
    const userId = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const organization = await organizationToAdminister(em, id, userId);
      em.remove(organization);
      recordDeleted(em, ctx.viewer, organization);
      return organization;
    });
  },
});
