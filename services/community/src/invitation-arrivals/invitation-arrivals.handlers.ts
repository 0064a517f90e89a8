import type { EventEnvelope } from '@koinonia/events';
import type { EntityManager, EventHandlers, SignedInViewer } from '@koinonia/kit';
import { GroupRole } from '../groups/group.entity.ts';
import { findGroupBySlug, findMembership, lockGroup } from '../groups/group.repository.ts';
import { addMember } from '../memberships/membership.changes.ts';
import { CandidateKind } from '../memberships/membership.entities.ts';
import { recordMembership } from '../memberships/memberships.events.ts';
import { findCandidacy, findEmailInvitationsTo } from '../memberships/memberships.repository.ts';
import { rememberArrival, takeArrivals } from './invitation-arrivals.repository.ts';

/** The person who arrived acts on their own behalf, as when they accept an invitation in the app. */
const arriving = (userId: string, envelope: EventEnvelope): SignedInViewer => ({
  userId, roles: [], sessionId: null, impersonatorId: envelope.impersonatorId,
});

/**
 * Makes the person a member of the group they arrived at with a verified `email`: an invitation to
 * that address or to their account is accepted (with its event, so notify tells the inviter); with
 * none, a PUBLIC group is joined and a CLOSED or INVITE_ONLY one is left alone. A suspended or deleted
 * group takes no one. Takes the group's row lock first, as every membership change does.
 */
async function admit(em: EntityManager, viewer: SignedInViewer, groupId: string, email: string): Promise<void> {
  const userId = viewer.userId;
  const group = await lockGroup(em, groupId);
  if (!group || group.status !== 'ACTIVE') return;
  const [emailInvitation] = (await findEmailInvitationsTo(em, group.id, [email])).filter((i) => !i.isAccepted);
  if (emailInvitation) emailInvitation.isAccepted = true;
  if (await findMembership(em, group.id, userId)) return;
  const candidacy = await findCandidacy(em, group.id, userId);
  // An invitation of their account, else of their address; the inviter is told it was accepted.
  const invitation =
    candidacy?.kind === CandidateKind.INVITED ? { invitedById: candidacy.invitedById ?? null } : (emailInvitation ?? null);
  if (!invitation && group.privacy !== 'PUBLIC') return;
  if (candidacy) em.remove(candidacy);
  addMember(em, viewer, group.id, userId, GroupRole.MEMBER);
  if (invitation) recordMembership.invitationAccepted(em, viewer, group.id, userId, invitation.invitedById);
}

/**
 * Joining a group from its invitation e-mail (signIn(..., groupSlug) at identity). An arrival with
 * a verified address is acted on at once (a log-in); one with an address not verified yet (every
 * sign-up) waits in `invitation_arrival` until identity publishes that this address was verified.
 */
export function withInvitationArrivalHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('identity.user.arrived-by-group-invitation', 1, async ({ userId, email, groupSlug, isEmailVerified }, { em, envelope }) => {
      const group = await findGroupBySlug(em, groupSlug);
      if (!group) return;
      if (isEmailVerified) await admit(em, arriving(userId, envelope), group.id, email);
      else await rememberArrival(em, userId, group.id, email);
    })
    .on('identity.user.email-verified', 1, async ({ userId, email }, { em, envelope }) => {
      for (const groupId of await takeArrivals(em, userId, email)) await admit(em, arriving(userId, envelope), groupId, email);
    });
}
