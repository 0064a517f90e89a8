import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** An in-app notification for one user. */
export const NotificationEntity = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  properties: {
    id: p.uuid().primary(),
    userId: p.uuid().index(),
    senderUserId: p.uuid().nullable(),
    type: p.string(),
    title: p.string(),
    body: p.text(),
    webPath: p.string().nullable(),
    mobilePath: p.string().nullable(),
    isRead: p.boolean().default(false),
    isPushSent: p.boolean().default(false),
    /**
     * The event that caused it: one notification per event and recipient even if the event is
     * delivered twice (unique index notification_event_user, migration 0003).
     */
    sourceEventId: p.uuid().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type Notification = InferEntity<typeof NotificationEntity>;
