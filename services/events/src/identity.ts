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
  /**
   * Someone signed up with an address that already has an account. Sign-up answers the same way as for
   * a new address (it does not reveal who is registered); the owner gets this e-mail instead, with a
   * sign-in link and a reset link (in case it was them and they forgot the password).
   */
  'identity.sign-up.repeated': {
    1: z.object({
      userId: z.string(),
      email: z.string(),
      firstName: z.string(),
      signInUrl: z.url(),
      resetUrl: z.url(),
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
  /**
   * A member asked to change their e-mail address: notify sends the link to the new address and a
   * notice to the current one, which stays the account's until the link is followed.
   */
  'identity.email-change.requested': {
    1: z.object({
      userId: z.string(),
      firstName: z.string(),
      currentEmail: z.string(),
      newEmail: z.string(),
      verifyUrl: z.url(),
      expiresAt: z.iso.datetime(),
    }),
  },
  /** The link sent to the new address was followed: the account's address (verified) is now `email`. */
  'identity.user.email-changed': {
    1: z.object({ userId: z.string(), previousEmail: z.string(), email: z.string() }),
  },
  /**
   * What other services show of a member changed: their slug (profile links follow it), names or
   * location (the feed's city, state, country and zipcode scopes). The whole of it, every time.
   */
  'identity.user.profile-changed': {
    1: z.object({
      userId: z.string(),
      slug: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      location: z
        .object({ country: z.string().nullable(), state: z.string().nullable(), city: z.string().nullable(), zipcode: z.string().nullable() })
        .nullable(),
    }),
    /**
     * Version 1 and the member's profile id (community's feed is asked for a profile's posts by it).
     * Also recorded at sign-up, so other services know every member from the start.
     */
    2: z.object({
      userId: z.string(),
      profileId: z.string(),
      slug: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      location: z
        .object({ country: z.string().nullable(), state: z.string().nullable(), city: z.string().nullable(), zipcode: z.string().nullable() })
        .nullable(),
    }),
  },
  /** A member's notification e-mails were turned on or off (account and security e-mails always go). */
  'identity.user.notification-subscription-changed': {
    1: z.object({ userId: z.string(), isSendNotificationEmails: z.boolean() }),
  },
  /** A profile's image, background image or resume was set, replaced or removed. */
  'identity.profile.file-changed': {
    1: z.object({
      userId: z.string(),
      profileId: z.string(),
      purpose: z.enum(['PROFILE_IMAGE', 'PROFILE_BACKGROUND', 'RESUME']),
      /** The new file (its URLs are read through GraphQL: they may be presigned), or null when removed. */
      fileId: z.string().nullable(),
    }),
  },
  /** A member (connectorId) asked another (connectedId) to connect. */
  'identity.connection.requested': {
    1: z.object({ connectionId: z.string(), connectorId: z.string(), connectedId: z.string() }),
  },
  /** The member asked (connectedId) accepted. */
  'identity.connection.accepted': {
    1: z.object({ connectionId: z.string(), connectorId: z.string(), connectedId: z.string() }),
  },
  /** A member blocked another (by profile); any connection between them was removed with it. */
  'identity.profile.blocked': {
    1: z.object({ blockerId: z.string(), blockedUserId: z.string(), blockedProfileId: z.string() }),
  },
  'identity.profile.unblocked': {
    1: z.object({ blockerId: z.string(), blockedUserId: z.string(), blockedProfileId: z.string() }),
  },
  /** A request was withdrawn, or a connection removed (by either member, or by a block). */
  'identity.connection.removed': {
    1: z.object({ connectionId: z.string(), connectorId: z.string(), connectedId: z.string() }),
  },
  /**
   * A person signed up (a new account) or logged in through a group invitation's link
   * (`signIn(..., groupSlug)`). Community makes them a member when an invitation to their address or
   * account waits (or the group is PUBLIC), but only once `email` is verified: an unverified address
   * proves nothing, so community keeps the arrival until `identity.user.email-verified` names it.
   */
  'identity.user.arrived-by-group-invitation': {
    1: z.object({ userId: z.string(), email: z.string(), groupSlug: z.string(), isEmailVerified: z.boolean() }),
  },
  /**
   * Whether a member receives the newsletter (isSendNewsletters) after a change: set at sign-up
   * (isSubscribed) and turned off by an unsubscribe link. The whole state. Aggregate: the user.
   */
  'identity.newsletter-preference.changed': {
    1: z.object({ userId: z.string(), email: z.string(), isSendNewsletters: z.boolean() }),
  },
  /**
   * A member's platform roles (ADMIN, CONTENT_EDITOR; never an organization's) after a change: the
   * whole set, every time, so the last event of the user's aggregate is the truth. Also recorded
   * once for every member who held a platform role before the event existed. Notify keeps who the
   * platform admins are from it (they are told of every report).
   */
  'identity.user.platform-roles-changed': {
    1: z.object({ userId: z.string(), platformRoles: z.array(z.string()) }),
  },
} as const;
