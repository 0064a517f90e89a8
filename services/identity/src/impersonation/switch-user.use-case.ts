import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { startSession } from '../sessions/sessions.ts';
import type { User } from '../users/user.entity.ts';
import { findUserById } from '../users/user.repository.ts';
import type { UsersDeps } from '../users/users.deps.ts';
import { memberNotFound } from './impersonation.errors.ts';
import { requireRealAdmin } from './impersonation.queries.ts';

/**
 * switchUser: the admin's session is replaced by one standing for the member (so the gateway's
 * cached viewer of the old cookie cannot outlive the switch). `access: 'member'`: an admin already
 * switched into a member carries the member's roles; `requireRealAdmin` checks the admin's own.
 */
export const switchUser = defineUseCase({
  access: 'member',
  input: z.object({ userId: rules.id() }),
  execute: async (ctx, input, deps: UsersDeps): Promise<User> => {
    const adminId = await requireRealAdmin(ctx);
    const member = await findUserById(ctx.em, input.userId);
    if (!member || member.status !== 'ACTIVE') throw memberNotFound();
    await ctx.em.transactional(async (em) => {
      await startSession(em, ctx, adminId, deps.config.SESSION_TTL_DAYS, member.id === adminId ? null : member.id);
    });
    ctx.logger.info({ adminId, userId: member.id }, 'admin switched user');
    return member;
  },
});
