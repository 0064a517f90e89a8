import { z } from 'zod';
import { defineUseCase, PlatformRole, rules } from '@koinonia/kit';
import type { User } from '../users/user.entity.ts';
import { UserEntity } from '../users/user.entity.ts';
import { lastAdmin, usersNotFound } from './platform-roles.errors.ts';
import { recordPlatformRoles } from './platform-roles.events.ts';
import { adminsLeftWithout, countUsers, grantPlatformRole, lockPlatformRoles, platformRolesOf, revokePlatformRole } from './platform-roles.repository.ts';

/**
 * updateUsersPlatformRole: a platform admin gives users a platform role (CONTENT_EDITOR: blog and
 * newsletters; ADMIN) or takes it. All or nothing: an unknown user changes nobody. Sessions read
 * their roles when resolved, so the change reaches the users' sessions without a new log-in. Each
 * user whose roles changed is announced with the whole set (`identity.user.platform-roles-changed`),
 * in the same transaction; a grant someone already held announces nothing.
 */
export const updateUsersPlatformRole = defineUseCase({
  access: 'admin',
  input: z.object({
    userIds: z.array(rules.id()).min(1, 'required').max(100, 'must be at most 100 users'),
    role: z.enum([PlatformRole.ADMIN, PlatformRole.CONTENT_EDITOR]),
    action: z.enum(['ADD', 'REMOVE']),
  }),
  execute: (ctx, input): Promise<User[]> =>
    ctx.em.transactional(async (em) => {
      const userIds = [...new Set(input.userIds)];
      if ((await countUsers(em, userIds)) !== userIds.length) throw usersNotFound();
      await lockPlatformRoles(em, userIds);
      if (input.action === 'REMOVE' && input.role === PlatformRole.ADMIN && (await adminsLeftWithout(em, userIds)) === 0) throw lastAdmin();
      const before = await platformRolesOf(em, userIds);
      if (input.action === 'ADD') await grantPlatformRole(em, userIds, input.role);
      else await revokePlatformRole(em, userIds, input.role);
      const after = await platformRolesOf(em, userIds);
      for (const userId of userIds) {
        const roles = after.get(userId) ?? [];
        if (roles.join() !== (before.get(userId) ?? []).join()) recordPlatformRoles(em, ctx.viewer, userId, roles);
      }
      return em.find(UserEntity, { id: { $in: userIds } }, { orderBy: { id: 'asc' } });
    }),
});
