import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { sourceOf } from './auth-limits.ts';
import { findUserByEmail } from './user.repository.ts';
import type { UsersDeps } from './users.deps.ts';
import { requestPasswordReset } from './users.events.ts';

/** forgotPassword: e-mails a reset link. Always answers true, so the form reveals no accounts. */
export const forgotPassword = defineUseCase({
  access: 'anyone',
  input: z.object({ email: rules.email() }),
  execute: async (ctx, { email }, deps: UsersDeps): Promise<boolean> => {
    // Counted whether or not the address has an account, so the answer reveals nothing.
    await deps.limits.emailRequests.consume(email, sourceOf(ctx.viewer));
    await ctx.em.transactional(async (em) => {
      const user = await findUserByEmail(em, email);
      if (user?.status === 'ACTIVE') await requestPasswordReset(em, ctx.viewer, user, deps.config.WEB_URL);
    });
    return true;
  },
});
