import { RateLimit, type RateLimitStore } from '@koinonia/kit';

/**
 * How far a member's invitations by e-mail reach (notify applies the same per address when it
 * sends, under a lock, so nothing gets past): addresses per inviter a day, refused as RATE_LIMITED
 * with retryAfterSeconds; and per address one e-mail per group a week and 3 a week from all groups,
 * where the address is skipped without a word (the inviter learns nothing of the address).
 */
export const INVITATION_EMAIL_LIMITS = {
  perSender: 50,
  senderWindowSeconds: 24 * 60 * 60,
  perAddress: 3,
  addressWindowSeconds: 7 * 24 * 60 * 60,
} as const;

export interface InvitationLimits {
  /** Addresses e-mailed per inviter (user id). */
  readonly perSender: RateLimit;
}

export function invitationLimits(store: RateLimitStore): InvitationLimits {
  return {
    perSender: new RateLimit(store, {
      name: 'community:invitation-emails',
      points: INVITATION_EMAIL_LIMITS.perSender,
      windowSeconds: INVITATION_EMAIL_LIMITS.senderWindowSeconds,
      message: `You can invite at most ${INVITATION_EMAIL_LIMITS.perSender} addresses by e-mail a day.`,
    }),
  };
}
