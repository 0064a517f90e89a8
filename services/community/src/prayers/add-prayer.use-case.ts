import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { usableScope } from '../scopes/content-scope.ts';
import { PrayerAudience, PrayerEntity } from './prayer.entity.ts';
import { audienceField, optionalBoolean, PRAYER_BODY_MAX, testimonyField, text } from './prayer.input.ts';
import { recordPrayer } from './prayers.events.ts';

const input = z
  .object({
    body: text(PRAYER_BODY_MAX),
    groupId: rules.id().nullish(),
    eventId: rules.id().nullish(),
    audience: audienceField,
    isAnswered: optionalBoolean(),
    testimony: testimonyField,
    isCommentable: optionalBoolean(),
  })
  .superRefine((value, ctx) => {
    // The audience follows the scope given; without one, it may not name a scope.
    const scoped = value.groupId ? PrayerAudience.GROUP : value.eventId ? PrayerAudience.EVENT : null;
    if (scoped && value.audience && value.audience !== scoped) {
      ctx.addIssue({ code: 'custom', path: ['audience'], message: `must be ${scoped} with ${value.groupId ? 'groupId' : 'eventId'}` });
    }
    if (!scoped && value.audience === PrayerAudience.GROUP) ctx.addIssue({ code: 'custom', path: ['groupId'], message: 'required' });
    if (!scoped && value.audience === PrayerAudience.EVENT) ctx.addIssue({ code: 'custom', path: ['eventId'], message: 'required' });
    if (value.testimony && !value.isAnswered) {
      ctx.addIssue({ code: 'custom', path: ['testimony'], message: 'needs an answered prayer (isAnswered: true)' });
    }
  });

/**
 * prayer(mutationType: ADD): shares a prayer request with a group or an event (whoever may use its
 * prayer feature), or with the author's connections (the default) or everyone. An answer already
 * known may be shared with it (isAnswered, testimony): no one has prayed yet, so no one is told.
 */
export const addPrayer = defineUseCase({
  access: 'member',
  input,
  execute: async (ctx, { groupId, eventId, audience, ...fields }) => {
    const scoped = groupId != null || eventId != null;
    const scope = scoped ? await usableScope(ctx, { groupId, eventId }, 'prayer') : null;
    return ctx.em.transactional(async (em) => {
      const isAnswered = fields.isAnswered ?? false;
      const prayer = em.create(PrayerEntity, {
        id: randomUUID(),
        authorId: ctx.viewer.userId,
        audience: scope ? PrayerAudience.GROUP : (audience ?? PrayerAudience.CONNECTIONS),
        groupId: scope?.groupId ?? null,
        eventId: null,
        body: fields.body,
        isAnswered,
        answeredAt: isAnswered ? new Date() : null,
        testimony: isAnswered ? (fields.testimony ?? null) : null,
        isCommentable: fields.isCommentable ?? true,
      });
      recordPrayer.created(em, ctx.viewer, prayer);
      return prayer;
    });
  },
});
