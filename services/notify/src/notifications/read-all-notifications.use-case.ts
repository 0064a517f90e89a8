import { z } from 'zod';
import { defineUseCase } from '@koinonia/kit';
import { markAllRead } from './notification.repository.ts';

/** READ_ALL: marks every notification of the viewer read. */
export const readAllNotifications = defineUseCase({
  access: 'member',
  input: z.object({}),
  execute: async (ctx) => {
    await markAllRead(ctx.em, ctx.viewer.userId);
    return true;
  },
});
