import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';
import { issueToken, tokenLink } from '../tokens/one-time-tokens.ts';
import type { User } from '../users/user.entity.ts';

// The events the account feature records (contracts in services/events/src/identity.ts). All are
// the user's aggregate, so consumers see them in order with sign-up and verification.

const SOURCE = 'identity';

/** The page that takes the link: the one sign-up's verification link opens, so the web needs no other. */
const VERIFY_PATH = '/verify-email';

/**
 * Issues the link for the new address (earlier unfollowed change links stop working) and records
 * the request notify turns into the link e-mail and the notice to the current address.
 */
export async function requestEmailChange(em: EntityManager, viewer: Viewer, user: User, newEmail: string, webUrl: string): Promise<void> {
  const { token, expiresAt } = await issueToken(em, user.id, newEmail, 'CHANGE_EMAIL');
  recordEvent(em, SOURCE, viewer, {
    type: 'identity.email-change.requested',
    version: 1,
    aggregateId: user.id,
    payload: {
      userId: user.id,
      firstName: user.firstName,
      currentEmail: user.email,
      newEmail,
      verifyUrl: tokenLink(webUrl, VERIFY_PATH, token),
      expiresAt: expiresAt.toISOString(),
    },
  });
}

export function recordEmailChanged(em: EntityManager, viewer: Viewer, user: User, previousEmail: string): void {
  recordEvent(em, SOURCE, viewer, {
    type: 'identity.user.email-changed',
    version: 1,
    aggregateId: user.id,
    payload: { userId: user.id, previousEmail, email: user.email },
  });
}

export function recordNotificationSubscription(em: EntityManager, viewer: Viewer, user: User): void {
  recordEvent(em, SOURCE, viewer, {
    type: 'identity.user.notification-subscription-changed',
    version: 1,
    aggregateId: user.id,
    payload: { userId: user.id, isSendNotificationEmails: user.isSendNotificationEmails },
  });
}
