import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { findEducation } from './history.repository.ts';
import { ownedRecord } from './history.rules.ts';

/** education~ DELETE: removes an education record; its owner or a platform admin. Answers null. */
export const deleteEducation = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id() }),
  execute: (ctx, { id }): Promise<null> =>
    ctx.em.transactional(async (em) => {
      em.remove(ownedRecord(await findEducation(em, id), ctx.viewer, 'Education'));
      return null;
    }),
});
