import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, hashSecretToken, newSecretToken } from '@koinonia/kit';
import { OneTimeTokenEntity, type OneTimeToken, type TokenPurpose } from './one-time-token.entity.ts';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  VERIFY_EMAIL: 24 * 60 * 60 * 1000,
  RESET_PASSWORD: 60 * 60 * 1000,
};

/** Issues a new link token; earlier unused tokens for the same purpose stop working. */
export async function issueToken(
  em: EntityManager,
  userId: string,
  email: string,
  purpose: TokenPurpose,
): Promise<{ token: string; expiresAt: Date }> {
  await em.nativeUpdate(OneTimeTokenEntity, { userId, purpose, usedAt: null }, { usedAt: new Date() });
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[purpose]);
  em.create(OneTimeTokenEntity, { id: randomUUID(), userId, purpose, tokenHash: hash, email, expiresAt, usedAt: null });
  return { token, expiresAt };
}

/**
 * Takes a token for one use: unknown, forged, used and expired tokens all fail alike. The row is
 * locked so two simultaneous uses cannot both succeed.
 */
export async function consumeToken(em: EntityManager, token: string, purpose: TokenPurpose, invalidMessage: string): Promise<OneTimeToken> {
  const found = await em.findOne(
    OneTimeTokenEntity,
    { tokenHash: hashSecretToken(token), purpose },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) {
    throw badInput([{ path: 'token', message: invalidMessage }], invalidMessage);
  }
  found.usedAt = new Date();
  return found;
}
