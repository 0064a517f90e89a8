import { z } from 'zod';
import { defineUseCase, requireUser, rules } from '@koinonia/kit';
import { revokeAllSessions } from '../sessions/session.repository.ts';
import { startSession } from '../sessions/sessions.ts';
import { retireUnusedTokens } from '../tokens/one-time-token.repository.ts';
import { consumeToken } from '../tokens/one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import type { User } from './user.entity.ts';
import { getUser } from './user.repository.ts';
import type { UsersDeps } from './users.deps.ts';
import { recordEmailVerified } from './users.events.ts';
import { accountSuspended } from './users.errors.ts';

/**
 * updateUserPassword: a new password for the signed-in user, or with a reset-link token. Every
 * existing session ends and a new one starts.
 */
export const updatePassword = defineUseCase({
  // Anyone with a reset-link token; without one, only a signed-in member (checked in execute).
  access: 'anyone',
  input: z.object({ newPassword: rules.password(), token: z.string().trim().nullish() }),
  execute: async (ctx, input, deps: UsersDeps): Promise<User> => {
    const passwordHash = await hashPassword(input.newPassword);
    return ctx.em.transactional(async (em) => {
      const userId = input.token ? (await consumeToken(em, input.token, 'RESET_PASSWORD')).userId : requireUser(ctx.viewer);
      const user = await getUser(em, userId);
      if (user.status !== 'ACTIVE') throw accountSuspended();
      user.passwordHash = passwordHash;
      // Following a reset link proves the person reads this mailbox (notify sends newsletters only to verified ones).
      if (input.token && !user.isEmailVerified) {
        user.isEmailVerified = true;
        recordEmailVerified(em, ctx.viewer, user);
        // Whoever signed up with this address before its owner may have asked to move the account
        // to their own mailbox; that link must not outlive the owner's taking it back.
        await retireUnusedTokens(em, user.id, 'CHANGE_EMAIL');
      }
      await revokeAllSessions(em, user.id);
      await startSession(em, ctx, user.id, deps.config.SESSION_TTL_DAYS);
      return user;
    });
  },
});
