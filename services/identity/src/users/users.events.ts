import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';
import type { TokenPurpose } from '../tokens/one-time-token.entity.ts';
import { issueToken, tokenLink } from '../tokens/one-time-tokens.ts';
import type { User } from './user.entity.ts';
import { findLocation, getProfileOfUser } from './user.repository.ts';

// The events the users feature records in identity's outbox (contracts in services/events/src/identity.ts).

const SOURCE = 'identity';

/** The web app's pages that take each kind of link token (an e-mail change's: account.events.ts). */
const linkPaths: Record<Exclude<TokenPurpose, 'CHANGE_EMAIL'>, string> = { VERIFY_EMAIL: '/verify-email', RESET_PASSWORD: '/reset-password' };

/** The person acting on their own account (signing up, asking for their own link). */
const self = (user: User): Pick<Viewer, 'userId' | 'impersonatorId'> => ({ userId: user.id, impersonatorId: null });

export function recordSignedUp(em: EntityManager, user: User, isSubscribed: boolean): void {
  recordEvent(em, SOURCE, self(user), {
    type: 'identity.user.signed-up',
    version: 1,
    aggregateId: user.id,
    payload: { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, slug: user.slug, isSubscribed },
  });
}

/** A new link token for the user: who the e-mail goes to, the link and when it stops working. */
async function issueLink(em: EntityManager, user: User, purpose: keyof typeof linkPaths, webUrl: string) {
  const { token, expiresAt } = await issueToken(em, user.id, user.email, purpose);
  return {
    recipient: { userId: user.id, email: user.email, firstName: user.firstName },
    url: tokenLink(webUrl, linkPaths[purpose], token),
    expiresAt: expiresAt.toISOString(),
  };
}

/** Issues a verification link and records the request notify turns into the e-mail. */
export async function requestEmailVerification(em: EntityManager, user: User, webUrl: string): Promise<void> {
  const { recipient, url, expiresAt } = await issueLink(em, user, 'VERIFY_EMAIL', webUrl);
  recordEvent(em, SOURCE, self(user), {
    type: 'identity.email-verification.requested',
    version: 1,
    aggregateId: user.id,
    payload: { ...recipient, verifyUrl: url, expiresAt },
  });
}

/**
 * A sign-up with this user's address: they are told, with a way in (sign in, or a reset link that
 * works like forgotPassword's), rather than the person signing up being told the address is taken.
 */
export async function recordRepeatedSignUp(em: EntityManager, user: User, webUrl: string): Promise<void> {
  const { recipient, url, expiresAt } = await issueLink(em, user, 'RESET_PASSWORD', webUrl);
  recordEvent(em, SOURCE, self(user), {
    type: 'identity.sign-up.repeated',
    version: 1,
    aggregateId: user.id,
    payload: { ...recipient, signInUrl: new URL('/sign-in', webUrl).toString(), resetUrl: url, expiresAt },
  });
}

/** Issues a password reset link and records the request notify turns into the e-mail. */
export async function requestPasswordReset(em: EntityManager, viewer: Viewer, user: User, webUrl: string): Promise<void> {
  const { recipient, url, expiresAt } = await issueLink(em, user, 'RESET_PASSWORD', webUrl);
  recordEvent(em, SOURCE, viewer, {
    type: 'identity.password-reset.requested',
    version: 1,
    aggregateId: user.id,
    payload: { ...recipient, resetUrl: url, expiresAt },
  });
}

export function recordEmailVerified(em: EntityManager, viewer: Viewer, user: User): void {
  recordEvent(em, SOURCE, viewer, {
    type: 'identity.user.email-verified',
    version: 1,
    aggregateId: user.id,
    payload: { userId: user.id, email: user.email },
  });
}

/**
 * What other services show of a member (slug, names, location, profile id), after any of it changed
 * and at sign-up (`profileId` then: the profile created in the same transaction, not flushed yet).
 */
export async function recordProfileChanged(em: EntityManager, viewer: Pick<Viewer, 'userId' | 'impersonatorId'>, user: User, profileId?: string): Promise<void> {
  const location = user.locationId ? await findLocation(em, user.locationId) : null;
  recordEvent(em, SOURCE, viewer, {
    type: 'identity.user.profile-changed',
    version: 2,
    aggregateId: user.id,
    payload: {
      userId: user.id,
      profileId: profileId ?? (await getProfileOfUser(em, user.id)).id,
      slug: user.slug,
      firstName: user.firstName,
      lastName: user.lastName,
      location: location
        ? { country: location.country ?? null, state: location.state ?? null, city: location.city ?? null, zipcode: location.zipcode ?? null }
        : null,
    },
  });
}
