import type { EntityManager } from '@mikro-orm/postgresql';
import { hashSecretToken, type Viewer } from '@koinonia/kit';
import { findUserById, rolesOfUser } from '../users/user.repository.ts';
import { findSessionByTokenHash } from './session.repository.ts';

/** The viewer a session cookie stands for, or null when it is unknown, revoked or expired. */
export async function resolveSession(em: EntityManager, token: string): Promise<Viewer | null> {
  const session = await findSessionByTokenHash(em, hashSecretToken(token));
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  const user = await findUserById(em, session.userId);
  if (!user || user.status !== 'ACTIVE') return null;
  const roles = await rolesOfUser(em, user.id);
  return {
    userId: user.id,
    roles: [...new Set(roles.map((role) => role.name))],
    sessionId: session.id,
    impersonatorId: null,
  };
}
