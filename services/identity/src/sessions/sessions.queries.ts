import type { EntityManager } from '@mikro-orm/postgresql';
import { PlatformRole, hashSecretToken, type Viewer } from '@koinonia/kit';
import { findUserById, platformRolesOfUser } from '../users/user.repository.ts';
import { findSessionByTokenHash } from './session.repository.ts';

/** An active member and the names of their roles, or null. */
async function activeUserWithRoles(em: EntityManager, userId: string): Promise<{ id: string; roles: string[] } | null> {
  const user = await findUserById(em, userId);
  if (!user || user.status !== 'ACTIVE') return null;
  const roles = await platformRolesOfUser(em, user.id);
  return { id: user.id, roles: [...new Set(roles.map((role) => role.name))] };
}

/**
 * The viewer a session cookie stands for, or null when it is unknown, revoked or expired. A session
 * a platform admin switched into another member stands for that member, with the admin as
 * `impersonatorId`, for as long as the admin still holds the ADMIN role and the member is active and
 * not an admin (switchUser refuses admins; one made admin since is not impersonated either);
 * otherwise it is the admin's own again.
 */
export async function resolveSession(em: EntityManager, token: string): Promise<Viewer | null> {
  const session = await findSessionByTokenHash(em, hashSecretToken(token));
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  const owner = await activeUserWithRoles(em, session.userId);
  if (!owner) return null;
  if (session.switchedUserId && owner.roles.includes(PlatformRole.ADMIN)) {
    const switched = await activeUserWithRoles(em, session.switchedUserId);
    if (switched && !switched.roles.includes(PlatformRole.ADMIN)) return { userId: switched.id, roles: switched.roles, sessionId: session.id, impersonatorId: owner.id };
  }
  return { userId: owner.id, roles: owner.roles, sessionId: session.id, impersonatorId: null };
}
