import { z } from 'zod';
import { defineUseCase, PlatformRole, rules } from '@koinonia/kit';
import type { User } from '../users/user.entity.ts';
import { UserEntity } from '../users/user.entity.ts';
import { lastAdmin, usersNotFound } from './platform-roles.errors.ts';
import { adminsLeftWithout, countUsers, grantPlatformRole, revokePlatformRole } from './platform-roles.repository.ts';

/**
 * updateUsersPlatformRole: a platform admin gives users a platform role (CONTENT_EDITOR: blog and
 * newsletters; ADMIN) or takes it. All or nothing: an unknown user changes nobody. Sessions read
 * their roles when resolved, so the change reaches the users' sessions without a new log-in.
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
      if (input.action === 'ADD') await grantPlatformRole(em, userIds, input.role);
      else {
        if (input.role === PlatformRole.ADMIN && (await adminsLeftWithout(em, userIds)) === 0) throw lastAdmin();
        await revokePlatformRole(em, userIds, input.role);
      }
      return em.find(UserEntity, { id: { $in: userIds } }, { orderBy: { id: 'asc' } });
    }),
});
