import { z } from 'zod';
import { defineUseCase, isSelfOrAdmin, notFound, rules } from '@koinonia/kit';
import type { User } from '../users/user.entity.ts';
import { lockUser } from '../users/user.repository.ts';
import { notOwnSubscription } from './account.errors.ts';
import { recordNotificationSubscription } from './account.events.ts';

/**
 * notificationSubscription ADD / DELETE: a member's notification e-mails on or off, by the member
 * or a platform admin. Setting what is already set changes nothing and records nothing.
 */
export const setNotificationSubscription = defineUseCase({
  access: 'member',
  input: z.object({ userId: rules.id(), isSendNotificationEmails: z.boolean() }),
  execute: async (ctx, { userId, isSendNotificationEmails }): Promise<User> => {
    if (!isSelfOrAdmin(ctx.viewer, userId)) throw notOwnSubscription();
    return ctx.em.transactional(async (em) => {
      // Locked: two changes at once record their events in the order they took effect.
      const user = await lockUser(em, userId);
      if (!user) throw notFound('User');
      if (user.isSendNotificationEmails !== isSendNotificationEmails) {
        user.isSendNotificationEmails = isSendNotificationEmails;
        recordNotificationSubscription(em, ctx.viewer, user);
      }
      return user;
    });
  },
});
