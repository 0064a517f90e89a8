import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, messages, rules } from '@koinonia/kit';
import { groupManagedBy } from '../groups/groups.queries.ts';
import { INVITATION_EMAIL_LIMITS, type InvitationLimits } from './invitation-limits.ts';
import { GroupEmailInvitationEntity } from './membership.entities.ts';
import { recordMembership } from './memberships.events.ts';
import { groupIdField } from './memberships.input.ts';
import { membershipAfterChange, type MembershipOf } from './memberships.queries.ts';
import { addressesAtInvitationLimit, findEmailInvitationsTo } from './memberships.repository.ts';

/** How many addresses one call invites at most (an admin pastes a list; more is a mailing, not an invitation). */
export const MAX_EMAILS = 50;

/**
 * groupInviteNonKoinoniaMembers: a group admin (or platform admin) invites people by e-mail. Each
 * address gets one invitation row per group, and notify e-mails the link from the event, within
 * the limits (invitation-limits.ts): an address e-mailed too recently is skipped silently (its row
 * is kept, the answer is as usual); e-mailing more addresses than the inviter has left today is
 * RATE_LIMITED and changes nothing.
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
  execute: (ctx, { groupId, userEmails }, deps: { limits: InvitationLimits }): Promise<MembershipOf> =>
    ctx.em.transactional(async (em) => {
      const group = await groupManagedBy(em, groupId, ctx.viewer, { lock: true });
      const invitedById = ctx.viewer.userId;
      const skipped = await addressesAtInvitationLimit(em, group.id, userEmails, {
        windowSeconds: INVITATION_EMAIL_LIMITS.addressWindowSeconds,
        perAddress: INVITATION_EMAIL_LIMITS.perAddress,
      });
      const emailed = userEmails.filter((email) => !skipped.has(email));
      if (emailed.length > 0) await deps.limits.perSender.consume(invitedById, emailed.length);
      const existing = new Map((await findEmailInvitationsTo(em, group.id, userEmails)).map((i) => [i.email, i]));
      const now = new Date();
      for (const email of userEmails) {
        const send = !skipped.has(email);
        const invitation =
          existing.get(email) ?? em.create(GroupEmailInvitationEntity, { id: randomUUID(), groupId: group.id, email, invitedById, emailedAt: null });
        invitation.invitedById = invitedById;
        if (!send) continue;
        invitation.emailedAt = now;
        recordMembership.emailInvitationSent(em, ctx.viewer, { groupId: group.id, groupSlug: group.slug, groupName: group.name, email, invitedById });
      }
      return membershipAfterChange(em, ctx.viewer, group);
    }),
});
