import { z } from 'zod';
import { defineUseCase, notFound } from '@koinonia/kit';
import type { MediaPort } from '@koinonia/kit/media';
import type { Organization } from '../organizations/organization.entity.ts';
import { lockOrganization } from '../organizations/organization-roles.repository.ts';
import { recordUpdated } from '../organizations/organizations.events.ts';
import { organizationToAdminister } from '../organizations/organizations.queries.ts';
import { fileColumns, isOrganizationFilePurpose } from './organization-files.ts';

/**
 * confirmOrganizationUpload: accepts the bytes of the viewer's slot (the media port checks them and
 * refuses another person's slot) and puts the image on the organization in place of any link. The
 * port deletes the upload it replaces; its bytes go when this transaction commits.
 */
export const confirmOrganizationUpload = defineUseCase({
  access: 'member',
  input: z.object({ slotId: z.string() }),
  execute: (ctx, { slotId }, { media }: MediaPort): Promise<Organization> =>
    ctx.em.transactional(async (em) => {
      const file = await media.confirmUpload(em, { viewer: ctx.viewer, slotId });
      // An applicant's video slot is confirmed with confirmApplicationVideoUpload.
      if (!isOrganizationFilePurpose(file.purpose)) throw notFound('Upload slot');
      // Still an admin: one who lost the role since the slot was made may not change the organization.
      await organizationToAdminister(em, file.ownerId, ctx.viewer.userId);
      const organization = (await lockOrganization(em, file.ownerId))!;
      const columns = fileColumns[file.purpose];
      if (organization[columns.file] !== file.id || organization[columns.link] !== null) {
        em.assign(organization, { [columns.file]: file.id, [columns.link]: null });
        recordUpdated(em, ctx.viewer, organization);
      }
      return organization;
    }),
});
