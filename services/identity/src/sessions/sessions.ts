import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SESSION_HANDOFF_HEADER, encodeSessionHandoff, newSecretToken, type RequestContext, type Viewer } from '@koinonia/kit';
import { SessionEntity } from './session.entity.ts';
import { revokeSession } from './session.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests that signed someone in: their response already speaks for the new user. */
const signedInDuringRequest = new WeakMap<RequestContext, string>();

/** The viewer a request acts for: the one it came with, or whoever the request itself signed in. */
export function actingViewer(ctx: RequestContext): Viewer {
  const userId = signedInDuringRequest.get(ctx);
  return userId ? { ...ctx.viewer, userId } : ctx.viewer;
}

/**
 * Starts a session for `userId` in the unit of work of `em` and hands its token to the gateway,
 * which sets the cookie. The session the request came with, if any, is revoked: a sign-in always
 * gets a new session id, and so does a switch of user (the gateway's cache of the old cookie's
 * viewer then cannot outlive it).
 */
export async function startSession(
  em: EntityManager,
  ctx: RequestContext,
  userId: string,
  ttlDays: number,
  /** For a platform admin switching into a member: whom the new session stands for. */
  switchedUserId: string | null = null,
): Promise<void> {
  if (ctx.viewer.sessionId) await revokeSession(em, ctx.viewer.sessionId);
  const { token, hash } = newSecretToken();
  signedInDuringRequest.set(ctx, switchedUserId ?? userId);
  em.create(SessionEntity, {
    id: randomUUID(),
    userId,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + ttlDays * DAY_MS),
    revokedAt: null,
    switchedUserId,
  });
  ctx.responseHeaders.set(
    SESSION_HANDOFF_HEADER,
    encodeSessionHandoff({ kind: 'set', token, maxAgeSeconds: ttlDays * 24 * 60 * 60 }),
  );
}

/** Revokes the session the request came with, if any, and tells the gateway to clear the cookie. */
export async function endSession(ctx: RequestContext): Promise<void> {
  if (ctx.viewer.sessionId) await revokeSession(ctx.em, ctx.viewer.sessionId);
  ctx.responseHeaders.set(SESSION_HANDOFF_HEADER, encodeSessionHandoff({ kind: 'clear' }));
}
