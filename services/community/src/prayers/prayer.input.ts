import { z } from 'zod';
import { orList, rules } from '@koinonia/kit';
import { prayerAudiences } from './prayer.entity.ts';

// What the prayer operations accept, with the spec's messages (section 5) and the limits below.

/** The longest prayer request: a few paragraphs, not a letter (the table checks it too). */
export const PRAYER_BODY_MAX = 2000;
/** The longest testimony of an answered prayer. */
export const TESTIMONY_MAX = 2000;
/** The longest update of a prayer's timeline. */
export const PRAYER_UPDATE_BODY_MAX = 2000;
/** Updates per prayer: a timeline, not a chat (counted under the prayer's row lock). */
export const MAX_PRAYER_UPDATES = 50;

export const text = (max: number) => rules.requiredText().max(max, `must be at most ${max} characters`);

/** A boolean that is either given or not: null means "not given". */
export const optionalBoolean = () => z.boolean().nullish().transform((v) => v ?? undefined);

export const audienceField = z
  .enum(prayerAudiences, { error: `must be ${orList(prayerAudiences)}` })
  .nullish()
  .transform((v) => v ?? undefined);

/** A testimony: blank clears it (null), not given leaves it (undefined). */
export const testimonyField = rules
  .editableText()
  .refine((v) => v == null || v.length <= TESTIMONY_MAX, `must be at most ${TESTIMONY_MAX} characters`);
