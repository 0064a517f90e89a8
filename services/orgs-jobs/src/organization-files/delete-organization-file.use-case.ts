import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { MediaPort } from '@koinonia/kit/media';
import type { Organization } from '../organizations/organization.entity.ts';
import { lockOrganization } from '../organizations/organization-roles.repository.ts';
import { recordUpdated } from '../organizations/organizations.events.ts';
import { organizationToAdminister } from '../organizations/organizations.queries.ts';
import { fileColumns, organizationFilePurposes } from './organization-files.ts';

/** deleteOrganizationFile: an admin takes the logo or banner off (upload or link); an upload's bytes go once this commits. */
export const deleteOrganizationFile = defineUseCase({
  access: 'member',
  input: z.object({ organizationId: rules.id(), purpose: z.enum(organizationFilePurposes) }),
  execute: (ctx, { organizationId, purpose }, { media }: MediaPort): Promise<Organization> =>
    ctx.em.transactional(async (em) => {
      await organizationToAdminister(em, organizationId, ctx.viewer.userId);
      const organization = (await lockOrganization(em, organizationId))!;
      const columns = fileColumns[purpose];
      const fileId = organization[columns.file];
      // Already gone (a retried request): the organization is as asked.
      if (!fileId && organization[columns.link] === null) return organization;
      if (fileId) await media.deleteFile(em, { fileId, ownerId: organization.id });
      em.assign(organization, { [columns.file]: null, [columns.link]: null });
      recordUpdated(em, ctx.viewer, organization);
      return organization;
    }),
});
