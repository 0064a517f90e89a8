import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { deleteAllOf } from './notification.repository.ts';

/** DELETE_ALL: removes every notification of the viewer. */
export const deleteAllNotifications = defineUseCase({
  access: 'member',
  input: z.object({}),
  execute: async (ctx) => {
    await deleteAllOf(ctx.em, ctx.viewer.userId);
    return true;
  },
});
