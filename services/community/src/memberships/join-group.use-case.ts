import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, isAdmin } from '@koinonia/kit';
import { GroupRole } from '../groups/group.entity.ts';
import { findMembership, lockGroup } from '../groups/group.repository.ts';
import { groupErrors } from '../groups/groups.errors.ts';
import { addMember } from './membership.changes.ts';
import { CandidateKind, GroupCandidateEntity } from './membership.entities.ts';
import { checkLists, groupIdField, ids, noAction } from './memberships.input.ts';
import { recordMembership } from './memberships.events.ts';
import { membershipAfterChange, type MembershipOf } from './memberships.queries.ts';
import { membershipErrors } from './memberships.errors.ts';
import { findCandidacy } from './memberships.repository.ts';

/**
 * groupMembership~ ADD: the signed-in user joins. PUBLIC: a member at once. CLOSED: a request an
 * admin accepts. INVITE_ONLY: only when invited. An invitation, to a group of any privacy, is
 * accepted so. Asking again changes nothing.
 */
export const joinGroup = defineUseCase({
  access: 'member',
  input: z
    .object({ groupId: groupIdField, adminIds: ids(), memberIds: ids(), requesterIds: ids(), inviteeIds: ids(), membershipAction: noAction('when joining') })
    .superRefine((value, ctx) => checkLists(value, [], 'when joining', ctx, false)),
  execute: (ctx, { groupId }): Promise<MembershipOf> =>
    ctx.em.transactional(async (em) => {
      const userId = ctx.viewer.userId;
      const group = await lockGroup(em, groupId);
      // A suspended group takes no one new (and is not shown to people outside it).
      if (!group || (group.status !== 'ACTIVE' && !isAdmin(ctx.viewer))) throw groupErrors.notFound();
      if (await findMembership(em, group.id, userId)) return membershipAfterChange(em, ctx.viewer, group);

      const candidacy = await findCandidacy(em, group.id, userId);
      if (candidacy?.kind === CandidateKind.INVITED) {
        em.remove(candidacy);
        addMember(em, ctx.viewer, group.id, userId, GroupRole.MEMBER);
        recordMembership.invitationAccepted(em, ctx.viewer, group.id, userId, candidacy.invitedById ?? null);
      } else if (candidacy) {
        // Already asked: the request waits for an admin.
      } else if (group.privacy === 'PUBLIC') {
        addMember(em, ctx.viewer, group.id, userId, GroupRole.MEMBER);
      } else if (group.privacy === 'CLOSED') {
        em.create(GroupCandidateEntity, { id: randomUUID(), groupId: group.id, userId, kind: CandidateKind.REQUESTED, invitedById: null });
        recordMembership.joinRequested(em, ctx.viewer, group.id, userId);
      } else {
        throw membershipErrors.inviteOnly();
      }
      return membershipAfterChange(em, ctx.viewer, group);
    }),
});
