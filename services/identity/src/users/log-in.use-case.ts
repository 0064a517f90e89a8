import { z } from 'zod';
import { defineUseCase, messages, rules } from '@koinonia/kit';
import { linkSlugField, recordGroupArrival } from '../invitation-arrivals/group-arrivals.ts';
import { requestConnectionToInviterAfterLogIn } from '../invitation-arrivals/inviter-connection.ts';
import { startSession } from '../sessions/sessions.ts';
import { passwordMatches } from './passwords.ts';
import type { User } from './user.entity.ts';
import { findUserByEmail } from './user.repository.ts';
import type { UsersDeps } from './users.deps.ts';
import { accountSuspended, wrongCredentials } from './users.errors.ts';

/**
 * signIn LOGIN: checks the password (failures are counted per account) and starts a new session.
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
    await deps.limits.loginFailures.check(input.email);
    const user = await findUserByEmail(ctx.em, input.email);
    const valid = user?.passwordHash ? await passwordMatches(user.passwordHash, input.password) : false;
    if (!user || !valid) {
      await deps.limits.loginFailures.consume(input.email);
      throw wrongCredentials();
    }
    if (user.status !== 'ACTIVE') throw accountSuspended();
    await deps.limits.loginFailures.reset(input.email);
    await ctx.em.transactional(async (em) => {
      await startSession(em, ctx, user.id, deps.config.SESSION_TTL_DAYS);
      if (input.groupSlug) recordGroupArrival(em, user, input.groupSlug);
    });
    if (input.inviteSlug) await requestConnectionToInviterAfterLogIn(ctx.em, user, input.inviteSlug);
    return user;
  },
});
