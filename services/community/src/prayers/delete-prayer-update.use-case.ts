import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { updateOfAuthor } from './prayers.queries.ts';

/** prayerUpdate(mutationType: DELETE): the prayer's author removes an update; answers it as it was. */
export const deletePrayerUpdate = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id() }),
  execute: (ctx, { id }) =>
    ctx.em.transactional(async (em) => {
      const update = await updateOfAuthor(ctx, em, id);
      em.remove(update);
      return update;
    }),
});
