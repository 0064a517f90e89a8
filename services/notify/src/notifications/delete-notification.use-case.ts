import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { deleteOwn } from './notification.repository.ts';
import { invalidNotificationId, notificationErrors } from './notifications.errors.ts';

/** DELETE: removes one of the viewer's notifications. */
export const deleteNotification = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id(invalidNotificationId) }),
  execute: async (ctx, input) => {
    const userId = ctx.viewer.userId;
    if (!(await deleteOwn(ctx.em, userId, input.id))) throw notificationErrors.notFound();
    return true;
  },
});
