import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { findMembership, lockGroup } from '../groups/group.repository.ts';
import { groupErrors } from '../groups/groups.errors.ts';
import { removeMember, requireAnAdmin } from './membership.changes.ts';
import { groupIdField, noAction } from './memberships.input.ts';
import { membershipAfterChange, type MembershipOf } from './memberships.queries.ts';
import { findCandidacy } from './memberships.repository.ts';

/**
 * groupMembership~ DELETE without ids: the signed-in user leaves (not the last admin), withdraws
 * their request or declines their invitation. Nothing to leave is no error (a retried request).
 */
export const leaveGroup = defineUseCase({
  access: 'member',
  input: z.object({ groupId: groupIdField, membershipAction: noAction('when leaving') }),
  execute: (ctx, { groupId }): Promise<MembershipOf> =>
    ctx.em.transactional(async (em) => {
      const userId = ctx.viewer.userId;
      const group = await lockGroup(em, groupId);
      if (!group) throw groupErrors.notFound();
      const membership = await findMembership(em, group.id, userId);
      if (membership) {
        removeMember(em, ctx.viewer, membership);
        await requireAnAdmin(em, group.id);
      } else {
        const candidacy = await findCandidacy(em, group.id, userId);
        if (candidacy) em.remove(candidacy);
      }
      return membershipAfterChange(em, ctx.viewer, group);
    }),
});
