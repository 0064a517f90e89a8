import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { PRAYER_UPDATE_BODY_MAX, text } from './prayer.input.ts';
import { updateOfAuthor } from './prayers.queries.ts';

/** prayerUpdate(mutationType: EDIT): the prayer's author changes an update; a changed body marks it edited. */
export const editPrayerUpdate = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id(), body: text(PRAYER_UPDATE_BODY_MAX) }),
  execute: (ctx, { id, body }) =>
    ctx.em.transactional(async (em) => {
      const update = await updateOfAuthor(ctx, em, id);
      if (body !== update.body) em.assign(update, { body, isEdited: true });
      return update;
    }),
});
