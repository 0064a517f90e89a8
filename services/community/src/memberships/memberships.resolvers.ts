import { dispatchMutationType } from '@koinonia/kit';
import type { MutationGroupMembershipArgs, Resolvers } from '../__generated__/resolvers.ts';
import { changeMembership } from './change-membership.use-case.ts';
import type { InvitationLimits } from './invitation-limits.ts';
import { inviteByEmail } from './invite-by-email.use-case.ts';
import { joinGroup } from './join-group.use-case.ts';
import { leaveGroup } from './leave-group.use-case.ts';
import { idLists } from './memberships.input.ts';
import { afterChange, findGroupMembership, membershipLists } from './memberships.queries.ts';
import { removeMembers } from './remove-members.use-case.ts';

/** DELETE naming people removes them (an admin's doing); without, the viewer leaves. */
const namesPeople = (args: Omit<MutationGroupMembershipArgs, 'mutationType'>): boolean => idLists.some((list) => args[list]?.length);

export function membershipsResolvers(limits: InvitationLimits) {
  return {
    Query: {
      groupMembership: (_, { groupId }, ctx) => findGroupMembership(ctx, groupId),
    },
    Mutation: {
      groupMembership: async (_, args, ctx) =>
        afterChange(
          ctx,
          await dispatchMutationType(args, {
            ADD: (input) => joinGroup.run(ctx, input),
            EDIT: (input) => changeMembership.run(ctx, input),
            DELETE: (input) => (namesPeople(input) ? removeMembers.run(ctx, input) : leaveGroup.run(ctx, input)),
          }),
        ),
      groupInviteNonKoinoniaMembers: async (_, args, ctx) => afterChange(ctx, await inviteByEmail.run(ctx, args, { limits })),
    },
    GroupMembership: {
      groupId: (m) => m.group.id,
      group: (m) => m.group,
      admins: (m, _, ctx) => membershipLists.admins(ctx, m),
      members: (m, _, ctx) => membershipLists.members(ctx, m),
      requesters: (m, _, ctx) => membershipLists.requesters(ctx, m),
      invitees: (m, _, ctx) => membershipLists.invitees(ctx, m),
      inviteEmails: (m, _, ctx) => membershipLists.inviteEmails(ctx, m),
    },
  } satisfies Resolvers;
}
