import type { EventHandlers } from '@koinonia/kit';
import { recordBlock, recordUnblock } from './blocks.repository.ts';

/**
 * Identity's blocks, kept so that no direct chat opens, and no message is sent in one, between two
 * people when either blocked the other. A blocker's events share a partition, so they arrive in order.
 */
export function blocksHandlers(handlers: EventHandlers): EventHandlers {
  return handlers
    .on('identity.profile.blocked', 1, async ({ blockerId, blockedUserId }, { em }) => {
      await recordBlock(em, blockerId, blockedUserId);
    })
    .on('identity.profile.unblocked', 1, async ({ blockerId, blockedUserId }, { em }) => {
      await recordUnblock(em, blockerId, blockedUserId);
    });
}
