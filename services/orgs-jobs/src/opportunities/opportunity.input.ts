import { z } from 'zod';
import { maxLength, messages, rules, type FieldError } from '@koinonia/kit';
import { contractPayPeriods, opportunityTypes, workplaces } from './opportunity.entity.ts';

/**
 * The platform's posting fee (US dollars). The client sends the fee it showed (`jobPostFee`, which
 * the spec requires); a different amount is refused, so nobody posts for less than the fee.
 */
export const JOB_POST_FEE = 49;

/** Money as PostgreSQL's numeric keeps it: two decimals. */
const toCents = (value: number): number => Math.round(value * 100) / 100;

/** Below what numeric(12,2) holds. */
const MAX_AMOUNT = 1_000_000_000;
const tooLarge = 'must be less than 1,000,000,000';

const money = () =>
  z
    .number({ error: messages.required })
    .refine((v) => v >= 0, 'must not be negative')
    .refine((v) => v < MAX_AMOUNT, tooLarge)
    .transform(toCents);

const future = (date: Date): boolean => date.getTime() > Date.now();

/**
 * Optional fields shared by ADD and EDIT; blank text means none. `text` is ADD's optionalText (not
 * given: none) or EDIT's editableText (not given: left as it is); a denomination is short text.
 */
const details = (text: typeof rules.optionalText | typeof rules.editableText) => ({
  requirements: text(),
  benefits: text(),
  contractRate: z.number().refine((v) => v > 0, 'must be more than 0').refine((v) => v < MAX_AMOUNT, tooLarge).transform(toCents).nullish(),
  contractPayPer: z.enum(contractPayPeriods).nullish(),
  deadline: z.date().refine(future, 'must be in the future').nullish(),
  videoId: z.uuid(messages.invalidId).nullish(),
  unclaimedPostUrl: rules.optionalHttpsLink(),
  denomination: text(maxLength.shortText),
  ordinationRequired: z.boolean().nullish(),
  bivocational: z.boolean().nullish(),
  housingProvided: z.boolean().nullish(),
  workplace: z.enum(workplaces).nullish(),
});

export interface RangeAndRate {
  readonly salaryStartRange: number;
  readonly salaryEndRange: number;
  readonly contractRate?: number | null | undefined;
  readonly contractPayPer?: string | null | undefined;
}

/** The rules between fields, for ADD's input and for EDIT's result (what is stored plus what changes). */
export function crossFieldErrors(values: RangeAndRate): FieldError[] {
  const errors: FieldError[] = [];
  if (values.salaryStartRange > values.salaryEndRange) {
    errors.push({ path: 'salaryEndRange', message: 'must be at least the start of the range' });
  }
  if (values.contractRate != null && values.contractPayPer == null) {
    errors.push({ path: 'contractPayPer', message: 'required with a contract rate' });
  }
  return errors;
}

/** The spec: "opportunity needs type, organizationId, jobTitle, description, salaryStartRange, salaryEndRange, jobPostFee". */
export const addOpportunityInput = z
  .object({
    type: z.enum(opportunityTypes, { error: messages.required }),
    organizationId: rules.id(),
    jobTitle: rules.title(),
    description: rules.requiredText(),
    salaryStartRange: money(),
    salaryEndRange: money(),
    jobPostFee: money().refine((fee) => fee === JOB_POST_FEE, `must be ${JOB_POST_FEE.toFixed(2)}`),
    promoCode: rules.shortText(),
    /** DRAFT saves it unposted; nothing (or OPEN) posts it. */
    status: z.enum(['DRAFT', 'OPEN'], { error: 'must be DRAFT or OPEN' }).nullish(),
    ...details(rules.optionalText),
  })
  .superRefine((values, ctx) => {
    for (const { path, message } of crossFieldErrors(values)) ctx.addIssue({ code: 'custom', path: [path], message });
  });

/**
 * EDIT: the fields given change (blank optional text clears it), by ADD's rules (a title as ADD's:
 * 200 characters, invisible ones alone are blank); `status` posts (OPEN) or closes (CLOSED).
 */
export const editOpportunityInput = z.object({
  id: rules.id(),
  type: z.enum(opportunityTypes).nullish(),
  jobTitle: rules.title().optional(),
  description: rules.requiredText().optional(),
  salaryStartRange: money().optional(),
  salaryEndRange: money().optional(),
  promoCode: rules.editableText(maxLength.shortText),
  status: z.enum(['OPEN', 'CLOSED'], { error: 'must be OPEN or CLOSED' }).nullish(),
  ...details(rules.editableText),
});

export type AddOpportunityInput = z.output<typeof addOpportunityInput>;
export type EditOpportunityInput = z.output<typeof editOpportunityInput>;
