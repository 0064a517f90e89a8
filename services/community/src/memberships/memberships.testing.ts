import type { Viewer } from '@koinonia/kit';
import { dataOf, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { ChangeMembershipMutationVariables } from '../__generated__/documents/graphql.ts';
import type { CommunityConfig } from '../config.ts';

type T = TestService<CommunityConfig>;

export const CHANGE_MEMBERSHIP = graphql(`
  mutation ChangeMembership($groupId: ID!, $adminIds: [ID!], $memberIds: [ID!], $requesterIds: [ID!], $inviteeIds: [ID!],
    $membershipAction: MembershipAction, $mutationType: MutationType!) {
    groupMembership(groupId: $groupId, adminIds: $adminIds, memberIds: $memberIds, requesterIds: $requesterIds,
      inviteeIds: $inviteeIds, membershipAction: $membershipAction, mutationType: $mutationType) {
      groupId
      group { id membersCount viewerStatus }
      admins { id } members { id } requesters { id } invitees { id }
      inviteEmails { email isAccepted }
    }
  }
`);

export const MEMBERSHIP = graphql(`
  query Membership($groupId: ID!) {
    groupMembership(groupId: $groupId) {
      groupId
      group { id membersCount viewerStatus }
      admins { id } members { id } requesters { id } invitees { id }
      inviteEmails { email isAccepted }
    }
  }
`);

export const INVITE_BY_EMAIL = graphql(`
  mutation InviteByEmail($groupId: ID!, $userEmails: [String!]!) {
    groupInviteNonKoinoniaMembers(groupId: $groupId, userEmails: $userEmails) {
      groupId inviteEmails { email isAccepted }
    }
  }
`);

type Change = Omit<ChangeMembershipMutationVariables, 'groupId'>;

/** groupMembership~ as `viewer`; the raw result, for refusals. */
export const change = (t: T, viewer: Viewer, groupId: string, args: Change) => t.run(viewer, CHANGE_MEMBERSHIP, { groupId, ...args });

/** groupMembership~ as `viewer`, which must succeed. */
export const changed = async (t: T, viewer: Viewer, groupId: string, args: Change) => dataOf(await change(t, viewer, groupId, args)).groupMembership;

export const ids = (users: readonly { id: string }[] | null | undefined) => users?.map((u) => u.id) ?? null;

/** Everything a refused change could have touched, to compare before and after. */
export async function snapshot(t: T, groupId: string) {
  return {
    members: await t.sql('select user_id, role from group_member where group_id = ? order by user_id', [groupId]),
    candidates: await t.sql('select user_id, kind from group_candidate where group_id = ? order by user_id', [groupId]),
    emails: await t.count('group_email_invitation', 'group_id = ?', [groupId]),
    count: (await t.sql<{ members_count: number }>('select members_count from app_group where id = ?', [groupId]))[0]?.members_count,
    events: (await t.outbox({ aggregateId: groupId })).length,
  };
}
