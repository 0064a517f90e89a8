import type { EntityManager } from '@mikro-orm/postgresql';
import { SessionEntity, type Session } from './session.entity.ts';

export const findSessionByTokenHash = (em: EntityManager, tokenHash: string): Promise<Session | null> =>
  em.findOne(SessionEntity, { tokenHash });

export async function revokeSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeUpdate(SessionEntity, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
}

export async function revokeAllSessions(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(SessionEntity, { userId, revokedAt: null }, { revokedAt: new Date() });
}
