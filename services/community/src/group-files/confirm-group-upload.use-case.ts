import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import type { Group } from '../groups/group.entity.ts';
import { recordGroup } from '../groups/groups.events.ts';
import { groupManagedBy } from '../groups/groups.queries.ts';
import { fileColumns, isGroupFilePurpose, type GroupMedia } from './group-media.ts';

/**
 * confirmGroupUpload: accepts the bytes of the viewer's slot (the media port checks them and refuses
 * another person's slot) and puts the image on the group. The port deletes the image it replaces;
 * its bytes go when this transaction commits.
 */
export const confirmGroupUpload = defineUseCase({
  access: 'member',
  input: z.object({ slotId: z.string() }),
  execute: (ctx, { slotId }, { media }: GroupMedia): Promise<Group> =>
    ctx.em.transactional(async (em) => {
      const file = await media.confirmUpload(em, { viewer: ctx.viewer, slotId });
      // Slots are only made for a group's admins, in this service's purposes.
      if (!isGroupFilePurpose(file.purpose)) throw new Error(`slot ${slotId} is not for a group image`);
      // Still an admin: one who was demoted since the slot was made may not change the group.
      const group = await groupManagedBy(em, file.ownerId, ctx.viewer, { lock: true });
      const column = fileColumns[file.purpose];
      if (group[column] !== file.id) {
        group[column] = file.id;
        recordGroup.updated(em, ctx.viewer, group);
      }
      return group;
    }),
});
