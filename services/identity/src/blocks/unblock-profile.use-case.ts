import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { recordBlockEvent } from './blocks.events.ts';
import { findBlockOfProfile } from './blocks.repository.ts';

/** unblockProfile: lifts the signed-in member's block of a profile; false when there was none. */
export const unblockProfile = defineUseCase({
  access: 'member',
  input: z.object({ profileId: rules.id() }),
  execute: (ctx, { profileId }): Promise<boolean> =>
    ctx.em.transactional(async (em) => {
      const block = await findBlockOfProfile(em, ctx.viewer.userId, profileId);
      if (!block) return false;
      em.remove(block);
      recordBlockEvent(em, ctx.viewer, 'identity.profile.unblocked', block);
      return true;
    }),
});
