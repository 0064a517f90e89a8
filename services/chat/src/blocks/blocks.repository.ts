import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '@koinonia/kit';
import { UserBlockEntity } from './user-block.entity.ts';

// Writes are idempotent on their own (a block already recorded, an unblock already applied change
// nothing), besides the consumer's once-per-event record.

export async function recordBlock(em: EntityManager, blockerId: string, blockedUserId: string): Promise<void> {
  if (!isUuid(blockerId) || !isUuid(blockedUserId)) return;
  await em.execute(
    'insert into user_block (blocker_id, blocked_user_id) values (?, ?) on conflict do nothing',
    [blockerId, blockedUserId],
  );
}

export async function recordUnblock(em: EntityManager, blockerId: string, blockedUserId: string): Promise<void> {
  if (!isUuid(blockerId) || !isUuid(blockedUserId)) return;
  await em.nativeDelete(UserBlockEntity, { blockerId, blockedUserId });
}

/** Whether either person blocked the other. */
export async function isBlockedPair(em: EntityManager, a: string, b: string): Promise<boolean> {
  const rows = await em.count(UserBlockEntity, {
    $or: [{ blockerId: a, blockedUserId: b }, { blockerId: b, blockedUserId: a }],
  });
  return rows > 0;
}
