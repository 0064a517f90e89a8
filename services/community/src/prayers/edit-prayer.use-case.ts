import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { optionalBoolean, PRAYER_BODY_MAX, testimonyField, text } from './prayer.input.ts';
import { prayedUserIds } from './prayed.repository.ts';
import { prayerErrors } from './prayers.errors.ts';
import { recordPrayer } from './prayers.events.ts';
import { prayerOfAuthor } from './prayers.queries.ts';

/** Arguments EDIT refuses: a prayer keeps the audience it was shared with. */
const fixed = () => z.unknown().optional().refine((v) => v == null, 'cannot be changed: share a new prayer instead');

const input = z.object({
  id: rules.id(),
  body: text(PRAYER_BODY_MAX).nullish().transform((v) => v ?? undefined),
  isAnswered: optionalBoolean(),
  testimony: testimonyField,
  isCommentable: optionalBoolean(),
  groupId: fixed(),
  eventId: fixed(),
  audience: fixed(),
});

/**
 * prayer(mutationType: EDIT): the author changes the fields given. A changed body marks it edited.
 * Marking it answered sets answeredAt and records `community.prayer.answered` for everyone who
 * prayed (once: the row is locked, so a second call finds it answered); marking it unanswered clears
 * answeredAt and the testimony. A testimony needs an answered prayer.
 */
export const editPrayer = defineUseCase({
  access: 'member',
  input,
  execute: (ctx, { id, body, isAnswered, testimony, isCommentable }) =>
    ctx.em.transactional(async (em) => {
      const prayer = await prayerOfAuthor(ctx, em, id);
      const answered = isAnswered ?? prayer.isAnswered;
      if (testimony && !answered) throw prayerErrors.testimonyNeedsAnswer();
      const becameAnswered = answered && !prayer.isAnswered;

      if (body !== undefined && body !== prayer.body) em.assign(prayer, { body, isEdited: true });
      if (isCommentable !== undefined) prayer.isCommentable = isCommentable;
      if (!answered) em.assign(prayer, { isAnswered: false, answeredAt: null, testimony: null });
      if (becameAnswered) em.assign(prayer, { isAnswered: true, answeredAt: new Date() });
      if (answered && testimony !== undefined) prayer.testimony = testimony;

      if (becameAnswered) recordPrayer.answered(em, ctx.viewer, prayer, await prayedUserIds(em, prayer.id, prayer.authorId));
      return prayer;
    }),
});
