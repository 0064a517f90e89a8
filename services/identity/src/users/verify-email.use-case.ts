import { z } from 'zod';
import { defineUseCase, mapUniqueViolation, rules } from '@koinonia/kit';
import { confirmEmailChange } from '../account/confirm-email-change.ts';
import { startSession } from '../sessions/sessions.ts';
import { consumeToken } from '../tokens/one-time-tokens.ts';
import type { User } from './user.entity.ts';
import { getUser } from './user.repository.ts';
import type { UsersDeps } from './users.deps.ts';
import { emailTaken, linkForEarlierEmail } from './users.errors.ts';
import { recordEmailVerified } from './users.events.ts';

/**
 * verifyEmail: confirms the address from the link in the verification e-mail, once. The link of an
 * e-mail change opens the same page, so it takes that token too and switches the account's address.
 * Sign-up starts no session (it does not reveal who is registered), so the verification link is how
 * a new member gets in: followed by someone not signed in, it signs them in, as it proves the mailbox.
 */
export const verifyEmail = defineUseCase({
  access: 'anyone',
  input: z.object({ token: rules.requiredText() }),
  execute: async (ctx, { token }, deps: UsersDeps): Promise<User> =>
    // Another account may take the new address between the check and the commit.
    mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const used = await consumeToken(em, token, 'VERIFY_EMAIL', 'CHANGE_EMAIL');
          const user = await getUser(em, used.userId);
          if (used.purpose === 'CHANGE_EMAIL') return confirmEmailChange(em, ctx.viewer, user, used.email);
          // The link proves the mailbox it was sent to, which may no longer be the account's.
          if (used.email !== user.email) throw linkForEarlierEmail();
          if (!user.isEmailVerified) {
            user.isEmailVerified = true;
            recordEmailVerified(em, ctx.viewer, user);
          }
          if (!ctx.viewer.userId && user.status === 'ACTIVE') await startSession(em, ctx, user.id, deps.config.SESSION_TTL_DAYS);
          return user;
        }),
      { app_user_email_key: emailTaken },
    ),
});
