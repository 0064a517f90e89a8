import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeDate, defineLoader, type DatePosition } from '@koinonia/kit';
import { NotificationEntity, type Notification } from './notification.entity.ts';

// Every query of notifications. A user's own are matched by user id too: someone else's look missing.

/** One user's notifications (optionally only read or unread ones) after `after`, newest first; `limit` rows. */
export const findNotificationsOf = (
  em: EntityManager,
  filter: { userId: string; isRead: boolean | null; after: DatePosition | null; limit: number },
): Promise<Notification[]> =>
  em.find(
    NotificationEntity,
    {
      userId: filter.userId,
      ...(filter.isRead != null ? { isRead: filter.isRead } : {}),
      ...(filter.after ? beforeDate('createdAt', filter.after) : {}),
    },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: filter.limit },
  );

export const countUnread = (em: EntityManager, userId: string): Promise<number> =>
  em.count(NotificationEntity, { userId, isRead: false });

/** Notifications by id, for `_entities`; one batch per request. */
export const notificationById = defineLoader(
  (em, ids: readonly string[]) => em.find(NotificationEntity, { id: { $in: [...ids] } }),
  (notification) => notification.id,
);

/** Marks one of the user's notifications read or unread; false when the user has no such notification. */
export const markOwnRead = async (em: EntityManager, userId: string, id: string, isRead: boolean): Promise<boolean> =>
  (await em.nativeUpdate(NotificationEntity, { id, userId }, { isRead })) > 0;

export const markAllRead = (em: EntityManager, userId: string): Promise<number> =>
  em.nativeUpdate(NotificationEntity, { userId, isRead: false }, { isRead: true });

/** Deletes one of the user's notifications; false when the user has no such notification. */
export const deleteOwn = async (em: EntityManager, userId: string, id: string): Promise<boolean> =>
  (await em.nativeDelete(NotificationEntity, { id, userId })) > 0;

export const deleteAllOf = (em: EntityManager, userId: string): Promise<number> => em.nativeDelete(NotificationEntity, { userId });

/** A new notification, stored with the caller's transaction. */
export const createNotification = (
  em: EntityManager,
  notification: Omit<Notification, 'id' | 'isRead' | 'isPushSent' | 'createdAt'>,
): Notification => em.create(NotificationEntity, { id: randomUUID(), ...notification });
