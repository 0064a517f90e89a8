import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { startSession } from '../sessions/sessions.ts';
import type { User } from '../users/user.entity.ts';
import { getUser } from '../users/user.repository.ts';
import type { UsersDeps } from '../users/users.deps.ts';
import { notYourAdminAccount } from './impersonation.errors.ts';
import { requireRealAdmin } from './impersonation.queries.ts';

/** resetToAdminUser: the session stands for the admin again (a new session, as for a switch). */
export const resetToAdminUser = defineUseCase({
  access: 'member',
  input: z.object({ userId: rules.id() }),
  execute: async (ctx, input, deps: UsersDeps): Promise<User> => {
    const adminId = await requireRealAdmin(ctx);
    if (input.userId !== adminId) throw notYourAdminAccount();
    if (ctx.viewer.impersonatorId) {
      await ctx.em.transactional(async (em) => {
        await startSession(em, ctx, adminId, deps.config.SESSION_TTL_DAYS);
      });
      ctx.logger.info({ adminId, userId: ctx.viewer.userId }, 'admin switched back');
    }
    return getUser(ctx.em, adminId);
  },
});
