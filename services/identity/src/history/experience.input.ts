import { z } from 'zod';
import { maxLength, rules } from '@koinonia/kit';
import { END_OF_CURRENT, endAfterStart, historyDates } from './history.rules.ts';

/** The fields of a position, as ADD and EDIT take them. */
export const experienceFields = {
  type: rules.shortText(),
  opportunityType: rules.shortText(),
  jobTitle: rules.title(),
  organizationId: rules.id().nullish().transform((v) => v ?? null),
  description: rules.optionalText(maxLength.description),
  ...historyDates,
  isCurrent: z.boolean().nullish(),
};

type ExperienceFields = { startDate: Date; endDate: Date | null; isCurrent?: boolean | null | undefined };

/** The date rules of a position: the end after the start, and none for a current position. */
export function experienceDates(value: ExperienceFields, ctx: z.RefinementCtx): void {
  if (value.isCurrent && value.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: END_OF_CURRENT });
  else endAfterStart(value, ctx);
}

/** The columns a validated ADD or EDIT writes (`isCurrent` is the absence of an end date). */
export const experienceValues = <T extends ExperienceFields>({ isCurrent: _current, ...values }: T): Omit<T, 'isCurrent'> => values;
