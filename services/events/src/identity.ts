import { z } from 'zod';

/** Events identity publishes. A contract is never changed in place: add a new version instead. */
export const identityEvents = {
  'identity.user.signed-up': {
    1: z.object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      slug: z.string(),
      isSubscribed: z.boolean(),
    }),
  },
  'identity.email-verification.requested': {
    1: z.object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      /** The link the person follows; it carries the one-time token. */
      verifyUrl: z.url(),
      expiresAt: z.iso.datetime(),
    }),
  },
  'identity.password-reset.requested': {
    1: z.object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      resetUrl: z.url(),
      expiresAt: z.iso.datetime(),
    }),
  },
  'identity.user.email-verified': {
    1: z.object({ userId: z.string(), email: z.string() }),
  },
} as const;
