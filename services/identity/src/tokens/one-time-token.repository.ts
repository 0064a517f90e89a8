import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { OneTimeTokenEntity, type OneTimeToken, type TokenPurpose } from './one-time-token.entity.ts';

/** Marks a user's unused tokens of one purpose as used: only the newest link works. */
export async function retireUnusedTokens(em: EntityManager, userId: string, purpose: TokenPurpose): Promise<void> {
  await em.nativeUpdate(OneTimeTokenEntity, { userId, purpose, usedAt: null }, { usedAt: new Date() });
}

/** The token with this hash, locked until the transaction ends so two uses cannot both succeed. */
export const findTokenForUse = (em: EntityManager, tokenHash: string, purposes: readonly TokenPurpose[]): Promise<OneTimeToken | null> =>
  em.findOne(OneTimeTokenEntity, { tokenHash, purpose: { $in: [...purposes] } }, { lockMode: LockMode.PESSIMISTIC_WRITE });

