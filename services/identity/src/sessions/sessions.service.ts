import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SESSION_HANDOFF_HEADER,
  encodeSessionHandoff,
  hashSecretToken,
  newSecretToken,
  type RequestContext,
  type Viewer,
} from '@koinonia/kit';
import { RoleEntity, UserEntity } from '../users/user.entity.ts';
import { SessionEntity } from './session.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests that signed someone in: their response already speaks for the new user. */
const signedInDuringRequest = new WeakMap<RequestContext, string>();

/** The user a request acts for: the viewer, or whoever the request itself signed in. */
export const actingUserId = (ctx: RequestContext): string | null => signedInDuringRequest.get(ctx) ?? ctx.viewer.userId;

/**
 * Starts a session for `userId` in the unit of work of `em` and hands its token to the gateway,
 * which sets the cookie. The session the request came with, if any, is revoked: a sign-in always
 * gets a new session id.
 */
export async function startSession(
  em: EntityManager,
  ctx: RequestContext,
  userId: string,
  ttlDays: number,
): Promise<void> {
  if (ctx.viewer.sessionId) await revokeSession(em, ctx.viewer.sessionId);
  const { token, hash } = newSecretToken();
  signedInDuringRequest.set(ctx, userId);
  em.create(SessionEntity, {
    id: randomUUID(),
    userId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
    revokedAt: null,
  });
  ctx.responseHeaders.set(
    SESSION_HANDOFF_HEADER,
    encodeSessionHandoff({ kind: 'set', token, maxAgeSeconds: ttlDays * 24 * 60 * 60 }),
  );
}

export function endSessionCookie(ctx: RequestContext): void {
  ctx.responseHeaders.set(SESSION_HANDOFF_HEADER, encodeSessionHandoff({ kind: 'clear' }));
}

export async function revokeSession(em: EntityManager, sessionId: string): Promise<void> {
  await em.nativeUpdate(SessionEntity, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
}

export async function revokeAllSessions(em: EntityManager, userId: string): Promise<void> {
  await em.nativeUpdate(SessionEntity, { userId, revokedAt: null }, { revokedAt: new Date() });
}

/** The viewer a session cookie stands for, or null when it is unknown, revoked or expired. */
export async function resolveSession(em: EntityManager, token: string): Promise<Viewer | null> {
  const session = await em.findOne(SessionEntity, { tokenHash: hashSecretToken(token) });
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
  const user = await em.findOne(UserEntity, { id: session.userId });
  if (!user || user.status !== 'ACTIVE') return null;
  const roles = await em.find(RoleEntity, { userId: user.id });
  return {
    userId: user.id,
    roles: [...new Set(roles.map((role) => role.name))],
    sessionId: session.id,
    impersonatorId: null,
  };
}
