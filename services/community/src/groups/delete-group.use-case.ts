import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { recordGroup } from './groups.events.ts';
import { groupAdministeredBy } from './groups.queries.ts';

/** group(mutationType: DELETE): a group admin deletes it (memberships go with it); answers it as it was. */
export const deleteGroup = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.requiredText() }),
  execute: async (ctx, { id }) => {
    const userId = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const group = await groupAdministeredBy(em, id, userId);
      em.remove(group);
      recordGroup.deleted(em, ctx.viewer, group);
      return group;
    });
  },
});
