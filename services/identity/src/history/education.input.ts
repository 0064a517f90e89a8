import { maxLength, rules } from '@koinonia/kit';
import { historyDates } from './history.rules.ts';

/** The fields of an education record, as ADD and EDIT take them. */
export const educationFields = {
  degree: rules.requiredText(maxLength.shortText),
  fieldOfStudy: rules.shortText(),
  description: rules.optionalText(maxLength.description),
  schoolId: rules.id().nullish().transform((v) => v ?? null),
  ...historyDates,
};
