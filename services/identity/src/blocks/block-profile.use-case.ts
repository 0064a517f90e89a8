import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { badInput, conflict, defineUseCase, mapUniqueViolation, notFound, rules } from '@koinonia/kit';
import { recordConnectionEvent } from '../connections/connections.events.ts';
import { lockConnectionBetween } from '../connections/connections.repository.ts';
import { findProfileById } from '../users/user.repository.ts';
import { BlockEntity, type Block } from './block.entity.ts';
import { recordBlockEvent } from './blocks.events.ts';
import { findBlock } from './blocks.repository.ts';

/**
 * blockProfile: the signed-in member blocks another by profile. The blocked member no longer sees
 * them, finds them or can ask to connect; a connection or request between them goes. Blocking
 * again answers the existing block.
 */
export const blockProfile = defineUseCase({
  access: 'member',
  input: z.object({ profileId: rules.id(), reason: rules.shortText() }),
  execute: (ctx, { profileId, reason }): Promise<Block> =>
    mapUniqueViolation(
      () =>
        ctx.em.transactional(async (em) => {
          const blockerId = ctx.viewer.userId;
          const profile = await findProfileById(em, profileId);
          if (!profile) throw notFound('Profile');
          if (profile.userId === blockerId) throw badInput([{ path: 'profileId', message: 'cannot be your own profile' }]);
          const existing = await findBlock(em, blockerId, profile.userId);
          if (existing) return existing;
          const connection = await lockConnectionBetween(em, blockerId, profile.userId);
          if (connection) {
            em.remove(connection);
            recordConnectionEvent(em, ctx.viewer, 'identity.connection.removed', connection);
          }
          const block = em.create(BlockEntity, { id: randomUUID(), blockerId, blockedUserId: profile.userId, blockedProfileId: profileId, reason });
          recordBlockEvent(em, ctx.viewer, 'identity.profile.blocked', block);
          return block;
        }),
      { block_pair: () => conflict('This profile was blocked at the same time; try again') },
    ),
});
