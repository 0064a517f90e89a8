import { PlatformRole, type RequestContext } from '@koinonia/kit';
import { findUserById, platformRolesOfUser } from '../users/user.repository.ts';
import type { User } from '../users/user.entity.ts';
import { notPlatformAdmin } from './impersonation.errors.ts';

/**
 * The platform admin behind the request: the viewer, or the admin who switched into the viewer.
 * Their roles are read afresh, since a switched viewer carries the member's roles.
 */
export async function requireRealAdmin(ctx: RequestContext): Promise<string> {
  const adminId = ctx.viewer.impersonatorId ?? ctx.viewer.userId;
  if (!adminId) throw notPlatformAdmin();
  const roles = await platformRolesOfUser(ctx.em, adminId);
  if (!roles.some((role) => role.name === PlatformRole.ADMIN)) throw notPlatformAdmin();
  return adminId;
}

/** switchedUser: a member an admin may switch into, or whom the session is switched into. */
export async function findSwitchedUser(ctx: RequestContext, args: { userId?: string | null }): Promise<User | null> {
  await requireRealAdmin(ctx);
  if (args.userId == null) return ctx.viewer.impersonatorId && ctx.viewer.userId ? findUserById(ctx.em, ctx.viewer.userId) : null;
  return findUserById(ctx.em, args.userId);
}
