import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { prayerModeratedBy } from './prayers.queries.ts';

/** prayer(mutationType: DELETE): its author, its group's admins or a platform admin; answers it as it was. */
export const deletePrayer = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id() }),
  execute: (ctx, { id }) =>
    ctx.em.transactional(async (em) => {
      const prayer = await prayerModeratedBy(ctx, em, id);
      // Its updates go with it (on delete cascade).
      em.remove(prayer);
      return prayer;
    }),
});
