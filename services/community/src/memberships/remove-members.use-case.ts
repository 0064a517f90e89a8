import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { GroupRole } from '../groups/group.entity.ts';
import { groupManagedBy } from '../groups/groups.queries.ts';
import { removeMember, requireAnAdmin } from './membership.changes.ts';
import { membershipErrors } from './memberships.errors.ts';
import { checkLists, groupIdField, ids, noAction } from './memberships.input.ts';
import { membershipAfterChange, type MembershipOf } from './memberships.queries.ts';
import { findMembershipsOf } from './memberships.repository.ts';

/**
 * groupMembership~ DELETE with memberIds or adminIds: a group admin (or platform admin) removes
 * those people from the group; at least one admin must remain.
 */
export const removeMembers = defineUseCase({
  access: 'member',
  input: z
    .object({ groupId: groupIdField, adminIds: ids(), memberIds: ids(), requesterIds: ids(), inviteeIds: ids(), membershipAction: noAction('when removing people') })
    .superRefine((value, ctx) => checkLists(value, ['memberIds', 'adminIds'], 'when removing people (NOT_ACCEPT answers requests and invitations)', ctx, true)),
  execute: (ctx, input): Promise<MembershipOf> =>
    ctx.em.transactional(async (em) => {
      const group = await groupManagedBy(em, input.groupId, ctx.viewer, { lock: true });
      const found = new Map((await findMembershipsOf(em, group.id, [...input.memberIds, ...input.adminIds])).map((m) => [m.userId, m]));
      const take = (list: 'memberIds' | 'adminIds', role: GroupRole, what: string) =>
        input[list].map((userId, index) => {
          const membership = found.get(userId);
          if (membership?.role !== role) throw membershipErrors.notIn(list, index, what);
          return membership;
        });
      const leaving = [...take('memberIds', GroupRole.MEMBER, 'a member'), ...take('adminIds', GroupRole.ADMIN, 'an admin')];
      for (const membership of leaving) removeMember(em, ctx.viewer, membership);
      await requireAnAdmin(em, group.id);
      return membershipAfterChange(em, ctx.viewer, group);
    }),
});
