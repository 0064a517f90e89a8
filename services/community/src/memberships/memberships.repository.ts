import type { EntityManager } from '@mikro-orm/postgresql';
import { defineGroupLoader, defineLoader } from '@koinonia/kit';
import { GroupMemberEntity, GroupRole, type GroupMember } from '../groups/group.entity.ts';
import { membershipKey } from '../groups/group.repository.ts';
import {
  GroupCandidateEntity,
  GroupEmailInvitationEntity,
  type GroupCandidate,
  type GroupEmailInvitation,
} from './membership.entities.ts';

/** Each group's members and admins, oldest first, batched per request (`GroupMembership.admins`, `.members`). */
export const membersOfGroup = defineGroupLoader(
  (em, groupIds: readonly string[]) => em.find(GroupMemberEntity, { groupId: { $in: [...groupIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  (member) => member.groupId,
);

/** Each group's requesters and invitees, oldest first, batched per request. */
export const candidatesOfGroup = defineGroupLoader(
  (em, groupIds: readonly string[]) => em.find(GroupCandidateEntity, { groupId: { $in: [...groupIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  (candidate) => candidate.groupId,
);

/** Each group's invitations by e-mail, oldest first, batched per request. */
export const emailInvitationsOfGroup = defineGroupLoader(
  (em, groupIds: readonly string[]) => em.find(GroupEmailInvitationEntity, { groupId: { $in: [...groupIds] } }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
  (invitation) => invitation.groupId,
);

/** A person's request or invitation for one group. */
export const findCandidacy = (em: EntityManager, groupId: string, userId: string): Promise<GroupCandidate | null> =>
  em.findOne(GroupCandidateEntity, { groupId, userId });

/** A group's invitations of these addresses. */
export const findEmailInvitationsTo = (em: EntityManager, groupId: string, emails: readonly string[]): Promise<GroupEmailInvitation[]> =>
  em.find(GroupEmailInvitationEntity, { groupId, email: { $in: [...emails] } });

/** These people's memberships of one group. */
export const findMembershipsOf = (em: EntityManager, groupId: string, userIds: readonly string[]): Promise<GroupMember[]> =>
  em.find(GroupMemberEntity, { groupId, userId: { $in: [...userIds] } });

/** These people's requests or invitations for one group. */
export const findCandidaciesOf = (em: EntityManager, groupId: string, userIds: readonly string[]): Promise<GroupCandidate[]> =>
  em.find(GroupCandidateEntity, { groupId, userId: { $in: [...userIds] } });

export const countAdmins = (em: EntityManager, groupId: string): Promise<number> =>
  em.count(GroupMemberEntity, { groupId, role: GroupRole.ADMIN });

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

/**
 * Of `emails`, those an invitation e-mail may not reach now: invited to this group within the week,
 * or already sent `perAddress` invitation e-mails from all groups within it.
 */
export async function addressesAtInvitationLimit(
  em: EntityManager,
  groupId: string,
  emails: readonly string[],
  limits: { windowSeconds: number; perAddress: number },
): Promise<Set<string>> {
  const rows = await em.execute<{ email: string }[]>(
    `select email from group_email_invitation
      where email in (?) and emailed_at > now() - make_interval(secs => ?)
      group by email
     having count(*) >= ? or bool_or(group_id = ?)`,
    [[...emails], limits.windowSeconds, limits.perAddress, groupId],
  );
  return new Set(rows.map((row) => row.email));
}
