import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { prayerModeratedBy } from './prayers.queries.ts';

const input = z
  .object({
    id: rules.id().nullish(),
    prayerId: rules.id().nullish(),
    isCommentable: z.boolean({ error: 'required' }),
  })
  .superRefine((value, ctx) => {
    if (!value.id && !value.prayerId) ctx.addIssue({ code: 'custom', path: ['id'], message: 'required' });
    if (value.id && value.prayerId && value.id !== value.prayerId) {
      ctx.addIssue({ code: 'custom', path: ['prayerId'], message: 'must be the same prayer as id' });
    }
  });

/** prayerIsCommentable(id or prayerId, isCommentable): the author, the group's admins or a platform admin. */
export const setPrayerCommentable = defineUseCase({
  access: 'member',
  input,
  execute: (ctx, { id, prayerId, isCommentable }) =>
    ctx.em.transactional(async (em) => {
      const prayer = await prayerModeratedBy(ctx, em, (id ?? prayerId)!);
      prayer.isCommentable = isCommentable;
      return prayer;
    }),
});
