import { dispatchMutationType } from '@koinonia/kit';
import type { MutationGroupMembershipArgs, Resolvers } from '../__generated__/resolvers.ts';
import { changeMembership } from './change-membership.use-case.ts';
import { inviteByEmail } from './invite-by-email.use-case.ts';
import { joinGroup } from './join-group.use-case.ts';
import { leaveGroup } from './leave-group.use-case.ts';
import { idLists } from './memberships.input.ts';
import { findGroupMembership, membershipLists } from './memberships.queries.ts';
import { removeMembers } from './remove-members.use-case.ts';

/** DELETE naming people removes them (an admin's doing); without, the viewer leaves. */
const namesPeople = (args: Omit<MutationGroupMembershipArgs, 'mutationType'>): boolean => idLists.some((list) => args[list]?.length);

export function membershipsResolvers() {
  return {
    Query: {
      groupMembership: (_, { groupId }, ctx) => findGroupMembership(ctx, groupId),
    },
    Mutation: {
      groupMembership: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => joinGroup.run(ctx, input),
          EDIT: (input) => changeMembership.run(ctx, input),
          DELETE: (input) => (namesPeople(input) ? removeMembers.run(ctx, input) : leaveGroup.run(ctx, input)),
        }),
      groupInviteNonKoinoniaMembers: (_, args, ctx) => inviteByEmail.run(ctx, args),
    },
    GroupMembership: {
      groupId: (m) => m.group.id,
      group: (m) => m.group,
      admins: (m, _, ctx) => membershipLists.admins(ctx.em, m),
      members: (m, _, ctx) => membershipLists.members(ctx.em, m),
      requesters: (m, _, ctx) => membershipLists.requesters(ctx.em, m),
      invitees: (m, _, ctx) => membershipLists.invitees(ctx.em, m),
      inviteEmails: (m, _, ctx) => membershipLists.inviteEmails(ctx.em, m),
    },
  } satisfies Resolvers;
}
