import type { EntityManager } from '@mikro-orm/postgresql';
import { defineLoader } from '@koinonia/kit';
import { GroupMemberEntity, type GroupMember, type GroupRole } from '../groups/group.entity.ts';
import { membershipKey } from '../groups/group.repository.ts';
import {
  GroupCandidateEntity,
  GroupEmailInvitationEntity,
  type CandidateKind,
  type GroupCandidate,
  type GroupEmailInvitation,
} from './membership.entities.ts';

/** A group's members with `role`, oldest first. */
export const findMembers = (em: EntityManager, groupId: string, role: GroupRole): Promise<GroupMember[]> =>
  em.find(GroupMemberEntity, { groupId, role }, { orderBy: { createdAt: 'asc', id: 'asc' } });

/** A group's requesters or invitees, oldest first. */
export const findCandidates = (em: EntityManager, groupId: string, kind: CandidateKind): Promise<GroupCandidate[]> =>
  em.find(GroupCandidateEntity, { groupId, kind }, { orderBy: { createdAt: 'asc', id: 'asc' } });

export const findEmailInvitations = (em: EntityManager, groupId: string): Promise<GroupEmailInvitation[]> =>
  em.find(GroupEmailInvitationEntity, { groupId }, { orderBy: { createdAt: 'asc', id: 'asc' } });

/** These people's memberships of one group. */
export const findMembershipsOf = (em: EntityManager, groupId: string, userIds: readonly string[]): Promise<GroupMember[]> =>
  em.find(GroupMemberEntity, { groupId, userId: { $in: [...userIds] } });

/** These people's requests or invitations for one group. */
export const findCandidaciesOf = (em: EntityManager, groupId: string, userIds: readonly string[]): Promise<GroupCandidate[]> =>
  em.find(GroupCandidateEntity, { groupId, userId: { $in: [...userIds] } });

export const countAdmins = (em: EntityManager, groupId: string): Promise<number> =>
  em.count(GroupMemberEntity, { groupId, role: 'ADMIN' });

/** A user's request or invitation for a group, by `membershipKey(groupId, userId)`, batched per request. */
export const candidacyByKey = defineLoader(
  (em, keys: readonly ReturnType<typeof membershipKey>[]) => {
    const pairs = keys.map((key) => key.split('/'));
    // One request asks about one viewer, so the cross product of the two lists is small.
    return em.find(GroupCandidateEntity, {
      groupId: { $in: [...new Set(pairs.map(([groupId]) => groupId!))] },
      userId: { $in: [...new Set(pairs.map(([, userId]) => userId!))] },
    });
  },
  (candidate) => membershipKey(candidate.groupId, candidate.userId),
);
