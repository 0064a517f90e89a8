import { fromDateFieldValue } from '../../lib/format/dates.ts';
import { messages, requiredText } from '../../lib/validation/rules.ts';

/*
 * The history forms' rules: the spec's required text (shared rules) and the identity service's
 * date rules, with its messages (services/identity/src/history/history.rules.ts; they are not in
 * @koinonia/validation yet, so they are repeated here word for word).
 */
export const END_BEFORE_START = 'must be after the start date';
export const END_OF_CURRENT = 'must be empty for a current position';
export const NOT_A_DATE = 'must be a date';

export interface ExperienceFormValues {
  jobTitle: string;
  type: string;
  opportunityType: string;
  description: string;
  startDate: string;
  endDate: string;
  isCurrent: boolean;
}

export interface EducationFormValues {
  degree: string;
  fieldOfStudy: string;
  description: string;
  startDate: string;
  endDate: string;
}

type Errors = Record<string, string>;

function dateErrors(values: { startDate: string; endDate: string }, isCurrent: boolean): Errors {
  const errors: Errors = {};
  const start = fromDateFieldValue(values.startDate);
  if (values.startDate.trim() === '') errors.startDate = messages.required;
  else if (!start) errors.startDate = NOT_A_DATE;
  if (values.endDate.trim() === '') return errors;
  const end = fromDateFieldValue(values.endDate);
  if (isCurrent) errors.endDate = END_OF_CURRENT;
  else if (!end) errors.endDate = NOT_A_DATE;
  else if (start && end <= start) errors.endDate = END_BEFORE_START;
  return errors;
}

/** Field messages for a position, as the API would answer them; empty when it may be sent. */
export function experienceErrors(values: ExperienceFormValues): Errors {
  const errors = dateErrors(values, values.isCurrent);
  const title = requiredText(values.jobTitle);
  return title ? { jobTitle: title, ...errors } : errors;
}

/** Field messages for a school, as the API would answer them; empty when it may be sent. */
export function educationErrors(values: EducationFormValues): Errors {
  const errors = dateErrors(values, false);
  const degree = requiredText(values.degree);
  return degree ? { degree, ...errors } : errors;
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** A position's form values as the `experience` mutation's fields (the values were checked). */
export function experienceInput(values: ExperienceFormValues) {
  return {
    jobTitle: values.jobTitle.trim(),
    type: blankToNull(values.type),
    opportunityType: blankToNull(values.opportunityType),
    description: blankToNull(values.description),
    startDate: fromDateFieldValue(values.startDate),
    endDate: values.isCurrent ? null : fromDateFieldValue(values.endDate),
    isCurrent: values.isCurrent,
  };
}

/** A school's form values as the `education` mutation's fields (the values were checked). */
export function educationInput(values: EducationFormValues) {
  return {
    degree: values.degree.trim(),
    fieldOfStudy: blankToNull(values.fieldOfStudy),
    description: blankToNull(values.description),
    startDate: fromDateFieldValue(values.startDate),
    endDate: fromDateFieldValue(values.endDate),
  };
}

/** Positions as the profile lists them: the primary one first, then as the API ordered them (newest first). */
export function primaryFirst<T extends { isPrimary: boolean }>(experiences: readonly T[]): T[] {
  return [...experiences.filter((item) => item.isPrimary), ...experiences.filter((item) => !item.isPrimary)];
}

/** The line under a member's name: their primary position ("Worship pastor at Grace Church"). */
export function experienceHeadline(experience: { jobTitle: string; organization?: { name: string } | null } | undefined): string | null {
  if (!experience) return null;
  return experience.organization ? `${experience.jobTitle} at ${experience.organization.name}` : experience.jobTitle;
}
