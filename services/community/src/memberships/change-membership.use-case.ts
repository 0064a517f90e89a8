import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, type EntityManager, type SignedInViewer } from '@koinonia/kit';
import { blockedAmong } from '@koinonia/kit/blocks';
import { GroupRole, type Group } from '../groups/group.entity.ts';
import { groupManagedBy } from '../groups/groups.queries.ts';
import { addMember, requireAnAdmin } from './membership.changes.ts';
import { CandidateKind, GroupCandidateEntity, type GroupCandidate } from './membership.entities.ts';
import { membershipErrors } from './memberships.errors.ts';
import { recordMembership } from './memberships.events.ts';
import { actionField, checkLists, groupIdField, ids, listsOf, type MembershipAction } from './memberships.input.ts';
import { membershipAfterChange, type MembershipOf } from './memberships.queries.ts';
import { findCandidaciesOf, findMembershipsOf } from './memberships.repository.ts';

const input = z
  .object({ groupId: groupIdField, membershipAction: actionField, adminIds: ids(), memberIds: ids(), requesterIds: ids(), inviteeIds: ids() })
  .superRefine((value, ctx) => checkLists(value, listsOf[value.membershipAction], `for ${value.membershipAction}`, ctx, true));
type Input = z.output<typeof input>;

interface Change {
  readonly em: EntityManager;
  readonly viewer: SignedInViewer;
  readonly group: Group;
  readonly input: Input;
}

/** The candidacies of `list`, each of `kind`; BAD_USER_INPUT naming the first id that is not. */
async function candidaciesIn({ em, group, input }: Change, list: 'requesterIds' | 'inviteeIds', kind: CandidateKind): Promise<GroupCandidate[]> {
  const found = new Map((await findCandidaciesOf(em, group.id, input[list])).map((c) => [c.userId, c]));
  return input[list].map((userId, index) => {
    const candidacy = found.get(userId);
    if (candidacy?.kind !== kind) throw membershipErrors.notIn(list, index, kind === CandidateKind.REQUESTED ? 'a requester' : 'an invitee');
    return candidacy;
  });
}

/** Requesters become members. */
async function accept(change: Change): Promise<void> {
  const { em, viewer, group } = change;
  for (const request of await candidaciesIn(change, 'requesterIds', CandidateKind.REQUESTED)) {
    em.remove(request);
    addMember(em, viewer, group.id, request.userId, GroupRole.MEMBER);
    recordMembership.joinRequestAccepted(em, viewer, group.id, request.userId, viewer.userId);
  }
}

/** Requests declined, invitations withdrawn. */
async function notAccept(change: Change): Promise<void> {
  const requests = await candidaciesIn(change, 'requesterIds', CandidateKind.REQUESTED);
  const invitations = await candidaciesIn(change, 'inviteeIds', CandidateKind.INVITED);
  change.em.remove([...requests, ...invitations]);
}

/**
 * Invitations; someone who asked to join is accepted instead, someone already invited stays so. No
 * one is invited by a member they blocked or who blocked them (identity's blocks, kit's read model).
 */
async function invite(change: Change): Promise<void> {
  const { em, viewer, group, input } = change;
  if ((await blockedAmong(em, viewer.userId, input.inviteeIds)).size > 0) throw membershipErrors.blocked();
  const members = new Set((await findMembershipsOf(em, group.id, input.inviteeIds)).map((m) => m.userId));
  const candidacies = new Map((await findCandidaciesOf(em, group.id, input.inviteeIds)).map((c) => [c.userId, c]));
  input.inviteeIds.forEach((userId, index) => {
    if (members.has(userId)) throw membershipErrors.alreadyMember('inviteeIds', index);
  });
  for (const userId of input.inviteeIds) {
    const candidacy = candidacies.get(userId);
    if (candidacy?.kind === CandidateKind.REQUESTED) {
      em.remove(candidacy);
      addMember(em, viewer, group.id, userId, GroupRole.MEMBER);
      recordMembership.joinRequestAccepted(em, viewer, group.id, userId, viewer.userId);
    } else if (!candidacy) {
      em.create(GroupCandidateEntity, { id: randomUUID(), groupId: group.id, userId, kind: CandidateKind.INVITED, invitedById: viewer.userId });
      recordMembership.invitationSent(em, viewer, group.id, userId, viewer.userId);
    }
  }
}

/** Members of `list` with role `from` get role `to`. */
async function changeRole({ em, viewer, group, input }: Change, list: 'memberIds' | 'adminIds', from: GroupRole, to: GroupRole): Promise<void> {
  const found = new Map((await findMembershipsOf(em, group.id, input[list])).map((m) => [m.userId, m]));
  input[list].forEach((userId, index) => {
    const membership = found.get(userId);
    if (membership?.role !== from) throw membershipErrors.notIn(list, index, from === GroupRole.MEMBER ? 'a member' : 'an admin');
    membership.role = to;
    recordMembership.roleChanged(em, viewer, group.id, userId, to === GroupRole.ADMIN ? 'ADMIN' : 'MEMBER');
  });
  await requireAnAdmin(em, group.id);
}

const actions: Readonly<Record<MembershipAction, (change: Change) => Promise<void>>> = {
  ACCEPT: accept,
  NOT_ACCEPT: notAccept,
  INVITE: invite,
  PROMOTE: (change) => changeRole(change, 'memberIds', GroupRole.MEMBER, GroupRole.ADMIN),
  DEMOTE: (change) => changeRole(change, 'adminIds', GroupRole.ADMIN, GroupRole.MEMBER),
};

/**
 * groupMembership~ EDIT: a group admin (or platform admin) applies `membershipAction` to the people
 * of the list it takes. All or nothing: one id that does not fit refuses the whole change.
 */
export const changeMembership = defineUseCase({
  access: 'member',
  input,
  execute: (ctx, input): Promise<MembershipOf> =>
    ctx.em.transactional(async (em) => {
      const group = await groupManagedBy(em, input.groupId, ctx.viewer, { lock: true });
      await actions[input.membershipAction]({ em, viewer: ctx.viewer, group, input });
      return membershipAfterChange(em, ctx.viewer, group);
    }),
});
