import { z } from 'zod';
import { defineUseCase, messages, rules } from '@koinonia/kit';
import { markOwnRead } from './notification.repository.ts';
import { invalidNotificationId, notificationErrors } from './notifications.errors.ts';

/** EDIT: marks one of the viewer's notifications read or unread. */
export const editNotification = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id(invalidNotificationId), isRead: z.boolean({ error: messages.required }) }),
  execute: async (ctx, input) => {
    const userId = ctx.viewer.userId;
    if (!(await markOwnRead(ctx.em, userId, input.id, input.isRead))) throw notificationErrors.notFound();
    return true;
  },
});
