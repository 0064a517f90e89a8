import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';
import type { Block } from './block.entity.ts';

// The events the blocks feature records (contracts in services/events/src/identity.ts).

export function recordBlockEvent(
  em: EntityManager,
  viewer: Viewer,
  type: 'identity.profile.blocked' | 'identity.profile.unblocked',
  block: Block,
): void {
  recordEvent(em, 'identity', viewer, {
    type,
    version: 1,
    aggregateId: block.blockerId,
    payload: { blockerId: block.blockerId, blockedUserId: block.blockedUserId, blockedProfileId: block.blockedProfileId },
  });
}
