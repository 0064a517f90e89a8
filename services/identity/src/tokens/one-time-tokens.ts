import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashSecretToken, newSecretToken } from '@koinonia/kit';
import { OneTimeTokenEntity, type OneTimeToken, type TokenPurpose } from './one-time-token.entity.ts';
import { findTokenForUse, retireUnusedTokens } from './one-time-token.repository.ts';
import { invalidToken } from './tokens.errors.ts';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  VERIFY_EMAIL: 24 * 60 * 60 * 1000,
  RESET_PASSWORD: 60 * 60 * 1000,
  CHANGE_EMAIL: 24 * 60 * 60 * 1000,
};

/** Issues a new link token; earlier unused tokens for the same purpose stop working. */
export async function issueToken(
  em: EntityManager,
  userId: string,
  email: string,
  purpose: TokenPurpose,
): Promise<{ token: string; expiresAt: Date }> {
  await retireUnusedTokens(em, userId, purpose);
  const { token, hash } = newSecretToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[purpose]);
  em.create(OneTimeTokenEntity, { id: randomUUID(), userId, purpose, tokenHash: hash, email, expiresAt, usedAt: null });
  return { token, expiresAt };
}

/**
 * Takes a token for one use, inside the transaction of `em`. Several purposes when one page takes
 * several kinds of link (`/verify-email`: sign-up verification and e-mail change); the first names
 * the refusal.
 */
export async function consumeToken(
  em: EntityManager,
  token: string,
  purpose: TokenPurpose,
  ...morePurposes: readonly TokenPurpose[]
): Promise<OneTimeToken> {
  const found = await findTokenForUse(em, hashSecretToken(token), [purpose, ...morePurposes]);
  if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) throw invalidToken(purpose);
  found.usedAt = new Date();
  return found;
}

/** The web app's page for a link token (`/verify-email?token=...`), as e-mails carry it. */
export function tokenLink(webUrl: string, path: string, token: string): string {
  const url = new URL(path, webUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
