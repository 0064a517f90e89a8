import { z } from 'zod';
import { defineUseCase, messages, rules } from '@koinonia/kit';
import { organizationStatuses, type Organization } from './organization.entity.ts';
import { findOrganizationsByIds } from './organization.repository.ts';
import { listItemRefused } from './organizations.errors.ts';
import { recordStatusChanged } from './organizations.events.ts';

/** Most organizations one call changes. */
const MAX_ORGANIZATIONS = 100;

const input = z.object({
  organizationIds: z
    .array(rules.id())
    .min(1, messages.required)
    .max(MAX_ORGANIZATIONS, `must have at most ${MAX_ORGANIZATIONS} ids`),
  status: z.enum(organizationStatuses),
});

/**
 * updateOrganizationsStatus: platform admins set the status of each organization, all or nothing
 * (an unknown id refuses the call, naming its position). A SUSPENDED organization leaves public lists and lookups; its
 * people and platform admins still see it. Answers the organizations in the order given.
 */
export const updateOrganizationsStatus = defineUseCase({
  access: 'admin',
  input,
  execute: (ctx, { organizationIds, status }): Promise<Organization[]> =>
    ctx.em.transactional(async (em) => {
      const found = new Map((await findOrganizationsByIds(em, organizationIds)).map((o) => [o.id, o]));
      const changed = organizationIds.map((id, index) => {
        const organization = found.get(id);
        if (!organization) throw listItemRefused('organizationIds', index, 'is not an organization');
        if (organization.status !== status) {
          organization.status = status;
          recordStatusChanged(em, ctx.viewer, organization);
        }
        return organization;
      });
      return [...new Set(changed)];
    }),
});
