import { defineUseCase, definedOnly, rules } from '@koinonia/kit';
import { groupFields, locationColumns, mergePermissions } from './group.input.ts';
import { recordGroup } from './groups.events.ts';
import { groupAdministeredBy } from './groups.queries.ts';

/**
 * group(mutationType: EDIT): a group admin changes the fields given (permissions feature by
 * feature, the location as a whole); the slug stays so links keep working.
 */
export const editGroup = defineUseCase({
  access: 'member',
  input: groupFields.partial().extend({ id: rules.requiredText() }),
  execute: async (ctx, { id, location, permissions, ...fields }) => {
    const userId = ctx.viewer.userId;
    return ctx.em.transactional(async (em) => {
      const group = await groupAdministeredBy(em, id, userId);
      em.assign(group, {
        ...definedOnly(fields),
        ...(location === undefined ? {} : locationColumns(location)),
        ...(permissions ? { permissions: mergePermissions(group, permissions) } : {}),
      });
      recordGroup.updated(em, ctx.viewer, group);
      return group;
    });
  },
});
