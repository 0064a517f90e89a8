import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, messages, rules } from '@koinonia/kit';
import { groupManagedBy } from '../groups/groups.queries.ts';
import { GroupEmailInvitationEntity } from './membership.entities.ts';
import { recordMembership } from './memberships.events.ts';
import { groupIdField } from './memberships.input.ts';
import { membershipAfterChange, type MembershipOf } from './memberships.queries.ts';
import { findEmailInvitationsTo } from './memberships.repository.ts';

/** How many addresses one call invites at most (an admin pastes a list; more is a mailing, not an invitation). */
export const MAX_EMAILS = 50;

/**
 * groupInviteNonKoinoniaMembers: a group admin (or platform admin) invites people by e-mail. Each
 * address gets one invitation row per group (inviting it again sends the e-mail again); notify
 * e-mails the link from the event.
 */
export const inviteByEmail = defineUseCase({
  access: 'member',
  input: z.object({
    groupId: groupIdField,
    userEmails: z
      .array(rules.email(), { error: messages.required })
      .min(1, messages.required)
      .max(MAX_EMAILS, `must list at most ${MAX_EMAILS} addresses`)
      .transform((emails) => [...new Set(emails)]),
  }),
  execute: (ctx, { groupId, userEmails }): Promise<MembershipOf> =>
    ctx.em.transactional(async (em) => {
      const group = await groupManagedBy(em, groupId, ctx.viewer, { lock: true });
      const invitedById = ctx.viewer.userId;
      const existing = new Map((await findEmailInvitationsTo(em, group.id, userEmails)).map((i) => [i.email, i]));
      for (const email of userEmails) {
        const invitation = existing.get(email);
        if (invitation) invitation.invitedById = invitedById;
        else em.create(GroupEmailInvitationEntity, { id: randomUUID(), groupId: group.id, email, invitedById });
        recordMembership.emailInvitationSent(em, ctx.viewer, { groupId: group.id, groupSlug: group.slug, groupName: group.name, email, invitedById });
      }
      return membershipAfterChange(em, ctx.viewer, group);
    }),
});
