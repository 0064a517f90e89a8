import { z } from 'zod';
import { defineUseCase, mapUniqueViolation, rules } from '@koinonia/kit';
import { confirmEmailChange } from '../account/confirm-email-change.ts';
import { revokeAllSessions } from '../sessions/session.repository.ts';
import { startSession } from '../sessions/sessions.ts';
import { retireUnusedTokens } from '../tokens/one-time-token.repository.ts';
import { consumeToken } from '../tokens/one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import type { User } from './user.entity.ts';
import { getUser } from './user.repository.ts';
import type { UsersDeps } from './users.deps.ts';
import { emailTaken, linkForEarlierEmail, passwordNeededToVerify } from './users.errors.ts';
import { recordEmailVerified } from './users.events.ts';

/**
 * verifyEmail: confirms the address from the link in the verification e-mail, once. The link of an
 * e-mail change opens the same page, so it takes that token too and switches the account's address.
 *
 * Anyone can sign up with an address they do not own, choosing the password (account
 * pre-hijacking). So a sign-up's link also takes `password`, the sign-up's typed again or a new
 * one, which replaces whatever was set before; and every session of the account ends, as do links
 * asked for before the mailbox was proven (an e-mail change would hand the account elsewhere).
 * Without `password` the link is refused, unspent (BAD_USER_INPUT on `password`), which is how the
 * web page knows to ask. Sign-up starts no session, so the link then signs the owner in (unless
 * the browser is signed in as someone else).
 */
export const verifyEmail = defineUseCase({
  access: 'anyone',
  input: z.object({ token: rules.requiredText(), password: rules.password().nullish() }),
  execute: async (ctx, input, deps: UsersDeps): Promise<User> => {
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    // Another account may take the new address between the check and the commit.
    return mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const used = await consumeToken(em, input.token, 'VERIFY_EMAIL', 'CHANGE_EMAIL');
          const user = await getUser(em, used.userId);
          if (used.purpose === 'CHANGE_EMAIL') return confirmEmailChange(em, ctx.viewer, user, used.email);
          // The link proves the mailbox it was sent to, which may no longer be the account's.
          if (used.email !== user.email) throw linkForEarlierEmail();
          if (!passwordHash) throw passwordNeededToVerify();
          user.passwordHash = passwordHash;
          if (!user.isEmailVerified) {
            user.isEmailVerified = true;
            recordEmailVerified(em, ctx.viewer, user);
          }
          await revokeAllSessions(em, user.id);
          await retireUnusedTokens(em, user.id, 'CHANGE_EMAIL');
          await retireUnusedTokens(em, user.id, 'RESET_PASSWORD');
          const sameBrowser = !ctx.viewer.userId || (ctx.viewer.userId === user.id && !ctx.viewer.impersonatorId);
          if (sameBrowser && user.status === 'ACTIVE') await startSession(em, ctx, user.id, deps.config.SESSION_TTL_DAYS);
          return user;
        }),
      { app_user_email_key: emailTaken },
    );
  },
});
