import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { moderationStatuses } from '../feed/news-feed-post.entity.ts';

/** Who a prayer request is shared with (the `community.prayer.created` contract's values). */
export const PrayerAudience = { GROUP: 'GROUP', EVENT: 'EVENT', CONNECTIONS: 'CONNECTIONS', PUBLIC: 'PUBLIC' } as const;
export type PrayerAudience = (typeof PrayerAudience)[keyof typeof PrayerAudience];
export const prayerAudiences = [PrayerAudience.GROUP, PrayerAudience.EVENT, PrayerAudience.CONNECTIONS, PrayerAudience.PUBLIC] as const;

export const PrayerEntity = defineEntity({
  name: 'Prayer',
  tableName: 'prayer',
  properties: {
    id: p.uuid().primary(),
    /** A user of the identity service, by id only. */
    authorId: p.uuid(),
    audience: p.enum(prayerAudiences),
    /** Set exactly when the audience is GROUP (EVENT: eventId), as a check constraint keeps it. */
    groupId: p.uuid().nullable(),
    eventId: p.uuid().nullable(),
    body: p.text(),
    isAnswered: p.boolean().default(false),
    answeredAt: p.datetime().nullable(),
    /** What the author tells of the answer; only on an answered prayer. */
    testimony: p.text().nullable(),
    isCommentable: p.boolean().default(true),
    /** The body changed after the prayer was shared. */
    isEdited: p.boolean().default(false),
    /** Set by a moderator's review of a report (reports/); only APPROVED prayers show to others. */
    status: p.enum(moderationStatuses).default('APPROVED'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

/** One step of a prayer's timeline, written by its author ("the surgery went well"). */
export const PrayerUpdateEntity = defineEntity({
  name: 'PrayerUpdate',
  tableName: 'prayer_update',
  properties: {
    id: p.uuid().primary(),
    prayerId: p.uuid(),
    body: p.text(),
    isEdited: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export type Prayer = InferEntity<typeof PrayerEntity>;
export type PrayerUpdate = InferEntity<typeof PrayerUpdateEntity>;
