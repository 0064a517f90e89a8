import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { PrayerUpdateEntity } from './prayer.entity.ts';
import { MAX_PRAYER_UPDATES, PRAYER_UPDATE_BODY_MAX, text } from './prayer.input.ts';
import { countUpdates } from './prayer.repository.ts';
import { prayerErrors } from './prayers.errors.ts';
import { prayerOfAuthor } from './prayers.queries.ts';

/**
 * prayerUpdate(mutationType: ADD): the prayer's author adds a step to its timeline; at most
 * MAX_PRAYER_UPDATES, counted under the prayer's row lock so racing calls cannot pass it.
 */
export const addPrayerUpdate = defineUseCase({
  access: 'member',
  input: z.object({ prayerId: rules.id(), body: text(PRAYER_UPDATE_BODY_MAX) }),
  execute: (ctx, { prayerId, body }) =>
    ctx.em.transactional(async (em) => {
      const prayer = await prayerOfAuthor(ctx, em, prayerId);
      if ((await countUpdates(em, prayer.id)) >= MAX_PRAYER_UPDATES) throw prayerErrors.tooManyUpdates();
      return em.create(PrayerUpdateEntity, { id: randomUUID(), prayerId: prayer.id, body });
    }),
});
