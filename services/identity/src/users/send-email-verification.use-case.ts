import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { sourceOf } from './auth-limits.ts';
import { findUserByEmail, getUser } from './user.repository.ts';
import type { UsersDeps } from './users.deps.ts';
import { emailAlreadyVerified, emailRequired, notOwnEmail } from './users.errors.ts';
import { requestEmailVerification } from './users.events.ts';

/**
 * sendEmailVerification: a fresh verification link. Signed in: to the viewer's own address.
 * Anonymous with an address: to that account if it exists and is unverified; the answer does not
 * say whether it does.
 */
export const sendEmailVerification = defineUseCase({
  // Anonymous visitors ask for a new link to an address; members for their own.
  access: 'anyone',
  input: z.object({ email: rules.optionalEmail() }),
  execute: async (ctx, { email }, deps: UsersDeps): Promise<boolean> => {
    const viewerId = ctx.viewer.userId;
    await ctx.em.transactional(async (em) => {
      if (viewerId) {
        const user = await getUser(em, viewerId);
        if (email && email !== user.email) throw notOwnEmail();
        if (user.isEmailVerified) throw emailAlreadyVerified();
        await deps.limits.emailRequests.consume(user.email, sourceOf(ctx.viewer));
        await requestEmailVerification(em, user, deps.config.WEB_URL);
        return;
      }
      if (!email) throw emailRequired();
      // Counted whether or not the address has an account, so the answer reveals nothing.
      await deps.limits.emailRequests.consume(email, sourceOf(ctx.viewer));
      const user = await findUserByEmail(em, email);
      if (user && !user.isEmailVerified) await requestEmailVerification(em, user, deps.config.WEB_URL);
    });
    return true;
  },
});
