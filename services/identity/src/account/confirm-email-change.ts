import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '@koinonia/kit';
import { retireUnusedTokens } from '../tokens/one-time-token.repository.ts';
import type { User } from '../users/user.entity.ts';
import { findUserByEmail } from '../users/user.repository.ts';
import { emailTaken } from '../users/users.errors.ts';
import { recordEmailChanged } from './account.events.ts';

/**
 * An e-mail change link was followed (through `verifyEmail`): the account's address becomes the one
 * the link was sent to, verified by following it. The caller maps a unique violation (another
 * account took the address meanwhile) to `emailTaken`.
 */
export async function confirmEmailChange(em: EntityManager, viewer: Viewer, user: User, newEmail: string): Promise<User> {
  const holder = await findUserByEmail(em, newEmail);
  if (holder && holder.id !== user.id) throw emailTaken();
  const previousEmail = user.email;
  user.email = newEmail;
  user.isEmailVerified = true;
  // Links already sent to the old mailbox (verification, reset) no longer act on the account.
  await retireUnusedTokens(em, user.id, 'VERIFY_EMAIL');
  await retireUnusedTokens(em, user.id, 'RESET_PASSWORD');
  recordEmailChanged(em, viewer, user, previousEmail);
  return user;
}
