import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventHandlers } from '../events/index.ts';
import { forgetBlock, recordBlock } from './blocks.repository.ts';

export interface BlockHandlerOptions {
  /** What else the service does when a block arrives, in the same transaction (community drops the pair's connection). */
  readonly onBlocked?: (em: EntityManager, blockerId: string, blockedId: string) => Promise<void>;
}

/**
 * Keeps the `member_block` read model from identity's block events. A blocker's events share a
 * partition, so they arrive in order; the writes are idempotent besides the consumer's
 * once-per-event record.
 */
export function withBlockHandlers(handlers: EventHandlers, options: BlockHandlerOptions = {}): EventHandlers {
  return handlers
    .on('identity.profile.blocked', 1, async ({ blockerId, blockedUserId }, { em }) => {
      await recordBlock(em, blockerId, blockedUserId);
      await options.onBlocked?.(em, blockerId, blockedUserId);
    })
    .on('identity.profile.unblocked', 1, async ({ blockerId, blockedUserId }, { em }) => forgetBlock(em, blockerId, blockedUserId));
}
