import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import type { Group } from '../groups/group.entity.ts';
import { recordGroup } from '../groups/groups.events.ts';
import { groupManagedBy } from '../groups/groups.queries.ts';
import { fileColumns, groupFilePurposes, type GroupMedia } from './group-media.ts';

/** deleteGroupFile: a group admin takes one of its images off; its bytes go once this commits. */
export const deleteGroupFile = defineUseCase({
  access: 'member',
  input: z.object({ groupId: rules.id(), purpose: z.enum(groupFilePurposes) }),
  execute: (ctx, { groupId, purpose }, { media }: GroupMedia): Promise<Group> =>
    ctx.em.transactional(async (em) => {
      const group = await groupManagedBy(em, groupId, ctx.viewer, { lock: true });
      const column = fileColumns[purpose];
      const fileId = group[column];
      // Already gone (a retried request): the group is as asked.
      if (!fileId) return group;
      await media.deleteFile(em, { fileId, ownerId: group.id });
      group[column] = null;
      recordGroup.updated(em, ctx.viewer, group);
      return group;
    }),
});
