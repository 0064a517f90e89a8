import { randomUUID } from 'node:crypto';
import { defineUseCase, uniqueSlug } from '@koinonia/kit';
import { recordMembership } from '../memberships/memberships.events.ts';
import { GroupEntity, GroupMemberEntity, GroupRole } from './group.entity.ts';
import { groupFields, locationColumns, mergePermissions } from './group.input.ts';
import { DEFAULT_GROUP_PERMISSIONS } from './group-permissions.ts';
import { recordGroup } from './groups.events.ts';

/** group(mutationType: ADD): any signed-in user, who becomes the group's first admin. */
export const addGroup = defineUseCase({
  access: 'member',
  input: groupFields,
  execute: async (ctx, input) => {
    const userId = ctx.viewer.userId;
    const privacy = input.privacy ?? 'PUBLIC';
    return ctx.em.transactional(async (em) => {
      const group = em.create(GroupEntity, {
        id: randomUUID(),
        slug: await uniqueSlug(em, { table: 'app_group', source: input.name, fallback: 'group' }),
        name: input.name,
        about: input.about,
        email: input.email ?? null,
        privacy,
        // An invitation-only group stays out of search unless its admins choose otherwise.
        isSearchable: input.isSearchable ?? privacy !== 'INVITE_ONLY',
        ...locationColumns(input.location),
        permissions: mergePermissions({ permissions: DEFAULT_GROUP_PERMISSIONS }, input.permissions ?? {}),
        pinnedNewsFeedPostId: input.pinnedNewsFeedPostId ?? null,
      });
      // The group's row first: the member count's trigger counts into it.
      await em.flush();
      em.create(GroupMemberEntity, { id: randomUUID(), groupId: group.id, userId, role: GroupRole.ADMIN });
      recordGroup.created(em, ctx.viewer, group, userId);
      recordMembership.joined(em, ctx.viewer, group.id, userId);
      await em.flush();
      await em.refresh(group);
      return group;
    });
  },
});
