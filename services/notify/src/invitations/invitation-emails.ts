import type { EntityManager } from '@mikro-orm/postgresql';
import { AddressLinkPurpose, addressLinkToken } from '@koinonia/kit';
import { enqueueEmail } from '../mail/email.repository.ts';
import { templates, type InvitationKind } from '../mail/templates.ts';
import { notificationRecipient } from '../members/members.repository.ts';
import { invitationCounts, isSuppressed, lockAddress, recordInvitationSent } from './invitations.repository.ts';

/** The one-click stop route (RFC 8058), on notify, and the web page its link in the body opens. */
export const STOP_INVITATIONS_PATH = '/invitations/stop';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * How many invitation e-mails to typed-in addresses notify sends, whatever community allowed: the
 * last gate before the mail provider, counted in notify's own log under a lock on the address.
 */
export const INVITATION_LIMITS = {
  /** To one address in `addressWindowSeconds`, from all of Koinonia... */
  perAddress: 3,
  /** ...and from one group (or event). */
  perAddressAndScope: 1,
  addressWindowSeconds: 7 * DAY_SECONDS,
  /** Addresses one member's invitations reach in `senderWindowSeconds`. */
  perSender: 50,
  senderWindowSeconds: DAY_SECONDS,
} as const;

/** An invitation to a group (events will pass their kind): who invites, to what. */
export interface Invitation {
  readonly kind: InvitationKind;
  /** The group's (or event's) id. */
  readonly scopeId: string;
  readonly placeName: string;
  readonly invitedById: string;
  readonly inviterName: string;
  /** The group's page for a member; the sign-up page (with the group) for an address. */
  readonly joinUrl: string;
  readonly sourceEventId: string;
}

export interface InvitationEmails {
  /**
   * To an address that has no account, which the inviter typed in; the inviter is never told
   * whether it went (suppressed or over a limit, it does not). Returns whether it was queued.
   */
  toAddress(em: EntityManager, invitation: Invitation & { email: string; signInUrl: string }): Promise<boolean>;
  /**
   * To a member, as a notification e-mail (not when they turned those off or stopped invitations).
   * `typedAddress`: the inviter typed the member's address, so the address limits apply too.
   */
  toMember(em: EntityManager, invitation: Invitation & { userId: string; settingsUrl: string; typedAddress: boolean }): Promise<boolean>;
}

/**
 * Every invitation e-mail goes through here: the address's suppression list, the limits, and the
 * stop link (in the body, and RFC 8058 List-Unsubscribe headers) signed with INTERNAL_SECRET.
 */
export function invitationEmails(links: { webUrl: string; publicUrl: string; secret: string }): InvitationEmails {
  const stopLinks = (email: string) => {
    const token = encodeURIComponent(addressLinkToken(AddressLinkPurpose.STOP_INVITATIONS, email, links.secret));
    const page = `${links.webUrl}${STOP_INVITATIONS_PATH}?token=${token}`;
    return {
      page,
      headers: {
        'List-Unsubscribe': `<${links.publicUrl}${STOP_INVITATIONS_PATH}?token=${token}>, <${page}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  };

  /** Whether the e-mail may go; when it counts against the limits, it is logged. */
  const admitted = async (em: EntityManager, email: string, invitation: Invitation, limited: boolean): Promise<boolean> => {
    await lockAddress(em, email);
    if (await isSuppressed(em, email)) return false;
    if (!limited) return true;
    const sent = { email, kind: invitation.kind, scopeId: invitation.scopeId, invitedById: invitation.invitedById };
    const counts = await invitationCounts(em, sent, {
      addressSeconds: INVITATION_LIMITS.addressWindowSeconds,
      senderSeconds: INVITATION_LIMITS.senderWindowSeconds,
    });
    if (
      counts.toAddressForScope >= INVITATION_LIMITS.perAddressAndScope ||
      counts.toAddress >= INVITATION_LIMITS.perAddress ||
      counts.bySender >= INVITATION_LIMITS.perSender
    ) {
      return false;
    }
    await recordInvitationSent(em, sent);
    return true;
  };

  const send = (em: EntityManager, to: string, invitation: Invitation, details: { firstName: string | null; signInUrl: string | null; settingsUrl: string | null }) => {
    const stop = stopLinks(to);
    enqueueEmail(em, {
      to,
      kind: `${invitation.kind.toLowerCase()}-invitation`,
      content: templates.invitation({ ...invitation, ...details, stopUrl: stop.page }),
      sourceEventId: invitation.sourceEventId,
      headers: stop.headers,
    });
  };

  return {
    async toAddress(em, invitation) {
      const email = invitation.email.trim().toLowerCase();
      if (!(await admitted(em, email, invitation, true))) return false;
      send(em, email, invitation, { firstName: null, signInUrl: invitation.signInUrl, settingsUrl: null });
      return true;
    },
    async toMember(em, invitation) {
      const recipient = await notificationRecipient(em, invitation.userId);
      if (!recipient || !(await admitted(em, recipient.email, invitation, invitation.typedAddress))) return false;
      send(em, recipient.email, invitation, { firstName: recipient.firstName, signInUrl: null, settingsUrl: invitation.settingsUrl });
      return true;
    },
  };
}
