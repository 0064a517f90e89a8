import { z } from 'zod';
import { defineUseCase, messages, rules } from '@koinonia/kit';
import { linkSlugField, recordGroupArrival } from '../invitation-arrivals/group-arrivals.ts';
import { requestConnectionToInviterAfterLogIn } from '../invitation-arrivals/inviter-connection.ts';
import { startSession } from '../sessions/sessions.ts';
import { sourceOf } from './auth-limits.ts';
import { passwordMatches } from './passwords.ts';
import type { User } from './user.entity.ts';
import { findUserByEmail } from './user.repository.ts';
import type { UsersDeps } from './users.deps.ts';
import { accountSuspended, wrongCredentials } from './users.errors.ts';

/**
 * signIn LOGIN: checks the password and starts a new session. Failures are limited per source (see
 * auth-limits.ts), so nobody elsewhere can lock the owner out. An unknown address, or an account
 * without a password, is checked against a dummy hash, so the answer takes as long as for a member.
 * With `groupSlug` (an invitation e-mail's link) it records the arrival for community to act on;
 * with `inviteSlug` (a member's invitation link) it asks that member to connect.
 */
export const logIn = defineUseCase({
  access: 'anyone',
  input: z.object({
    email: rules.email(),
    password: z.string({ error: messages.required }).min(1, messages.required),
    groupSlug: linkSlugField(),
    inviteSlug: linkSlugField(),
  }),
  execute: async (ctx, input, deps: UsersDeps): Promise<User> => {
    const source = sourceOf(ctx.viewer);
    await deps.limits.signIn.beforeAttempt(input.email, source);
    const user = await findUserByEmail(ctx.em, input.email);
    const valid = await passwordMatches(user?.passwordHash, input.password);
    if (!user || !valid) {
      await deps.limits.signIn.failed(input.email, source);
      throw wrongCredentials();
    }
    if (user.status !== 'ACTIVE') throw accountSuspended();
    await deps.limits.signIn.succeeded(input.email, source);
    await ctx.em.transactional(async (em) => {
      await startSession(em, ctx, user.id, deps.config.SESSION_TTL_DAYS);
      if (input.groupSlug) recordGroupArrival(em, user, input.groupSlug);
    });
    if (input.inviteSlug) await requestConnectionToInviterAfterLogIn(ctx.em, user, input.inviteSlug);
    return user;
  },
});
