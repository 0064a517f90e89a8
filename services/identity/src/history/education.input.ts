import { rules } from '@koinonia/kit';
import { historyDates } from './history.rules.ts';

/** The fields of an education record, as ADD and EDIT take them. */
export const educationFields = {
  degree: rules.requiredText(),
  fieldOfStudy: rules.optionalText(),
  description: rules.optionalText(),
  schoolId: rules.id().nullish().transform((v) => v ?? null),
  ...historyDates,
};
