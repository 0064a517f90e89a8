import { z } from 'zod';
import { PlatformRole, defineUseCase, rules } from '@koinonia/kit';
import { startSession } from '../sessions/sessions.ts';
import type { User } from '../users/user.entity.ts';
import { findUserById, platformRolesOfUser } from '../users/user.repository.ts';
import type { UsersDeps } from '../users/users.deps.ts';
import { alreadySwitched, cannotSwitchIntoAdmin, memberNotFound } from './impersonation.errors.ts';
import { requireRealAdmin } from './impersonation.queries.ts';

/**
 * switchUser: the admin's session is replaced by one standing for the member (so the gateway's
 * cached viewer of the old cookie cannot outlive the switch). Only from the admin's own session (a
 * switched one is refused, so switches never nest and the impersonator is always the real admin),
 * and never into a platform admin (the admin themself included): acting as another admin would
 * lend platform rights another name.
 */
export const switchUser = defineUseCase({
  access: 'member',
  input: z.object({ userId: rules.id() }),
  execute: async (ctx, input, deps: UsersDeps): Promise<User> => {
    const adminId = await requireRealAdmin(ctx);
    if (ctx.viewer.impersonatorId) throw alreadySwitched();
    const member = await findUserById(ctx.em, input.userId);
    if (!member || member.status !== 'ACTIVE') throw memberNotFound();
    const roles = await platformRolesOfUser(ctx.em, member.id);
    if (roles.some((role) => role.name === PlatformRole.ADMIN)) throw cannotSwitchIntoAdmin();
    await ctx.em.transactional(async (em) => {
      await startSession(em, ctx, adminId, deps.config.SESSION_TTL_DAYS, member.id);
    });
    ctx.logger.info({ adminId, userId: member.id }, 'admin switched user');
    return member;
  },
});
