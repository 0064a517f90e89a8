import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { findExperience } from './history.repository.ts';
import { ownedRecord } from './history.rules.ts';

/** experience~ DELETE: removes a position; its owner or a platform admin. Answers null. */
export const deleteExperience = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id() }),
  execute: (ctx, { id }): Promise<null> =>
    ctx.em.transactional(async (em) => {
      em.remove(ownedRecord(await findExperience(em, id), ctx.viewer, 'Experience'));
      return null;
    }),
});
