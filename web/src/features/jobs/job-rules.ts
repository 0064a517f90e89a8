import type { ContractPayPer, OpportunityType, Workplace } from '../../__generated__/graphql/graphql.ts';
import { messages } from '../../lib/validation/rules.ts';

/**
 * The job form's rules, as orgs-jobs checks them (opportunity.input.ts), with its messages, so the
 * form refuses what the API would refuse. The board's filters are in job-board-search.ts.
 */

/** The platform's posting fee in dollars: the API refuses any other `jobPostFee` (opportunity.input.ts). */
export const JOB_POST_FEE = 49;

/** The spec's message for a refused application (orgs-jobs answers it with the reason beside it). */
export const APPLICATION_FAILED = 'Application could not be submitted. Please contact support for more information.';

export const RULE_MESSAGES = {
  negative: 'must not be negative',
  range: 'must be at least the start of the range',
  future: 'must be in the future',
  payPeriod: 'required with a contract rate',
  positive: 'must be more than 0',
  httpsLink: messages.httpsLink,
} as const;

const money = (text: string): number | null => {
  const trimmed = text.trim().replace(/[$,\s]/g, '');
  if (trimmed === '' || !/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
};

/** A required amount of dollars: digits with at most two decimals, not negative. */
export function amountError(text: string): string | null {
  if (text.trim() === '') return messages.required;
  if (/^-/.test(text.trim())) return RULE_MESSAGES.negative;
  return money(text) === null ? 'must be an amount such as 45000 or 45000.50' : null;
}

export const parseAmount = (text: string): number => money(text) ?? 0;

export interface JobFormValues {
  organizationId: string;
  type: OpportunityType;
  jobTitle: string;
  description: string;
  requirements: string;
  benefits: string;
  salaryStartRange: string;
  salaryEndRange: string;
  contractRate: string;
  contractPayPer: ContractPayPer | '';
  deadline: string;
  denomination: string;
  ordinationRequired: boolean;
  bivocational: boolean;
  housingProvided: boolean;
  workplace: Workplace;
  promoCode: string;
}

/** Today as a date field's value ("2026-11-27"), in UTC like the deadline the form sends. */
export const todayField = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** A deadline field ("YYYY-MM-DD") as the end of that day (UTC), so applications close after it. */
export function deadlineFromField(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return null;
  const end = new Date(`${text.trim()}T23:59:59.000Z`);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** The rules between fields (salary range, deadline, contract rate and period), by field. */
export function jobFormErrors(values: JobFormValues, now: Date = new Date()): Partial<Record<keyof JobFormValues, string>> {
  const errors: Partial<Record<keyof JobFormValues, string>> = {};
  if (!values.organizationId) errors.organizationId = messages.required;
  if (values.jobTitle.trim() === '') errors.jobTitle = messages.required;
  if (values.description.trim() === '') errors.description = messages.required;
  const start = amountError(values.salaryStartRange);
  const end = amountError(values.salaryEndRange);
  if (start) errors.salaryStartRange = start;
  if (end) errors.salaryEndRange = end;
  if (!start && !end && parseAmount(values.salaryStartRange) > parseAmount(values.salaryEndRange)) errors.salaryEndRange = RULE_MESSAGES.range;
  if (values.contractRate.trim() !== '') {
    const rate = amountError(values.contractRate);
    if (rate) errors.contractRate = rate;
    else if (parseAmount(values.contractRate) <= 0) errors.contractRate = RULE_MESSAGES.positive;
    if (!values.contractPayPer) errors.contractPayPer = RULE_MESSAGES.payPeriod;
  }
  if (values.deadline.trim() !== '') {
    const deadline = deadlineFromField(values.deadline);
    if (!deadline || new Date(deadline).getTime() <= now.getTime()) errors.deadline = RULE_MESSAGES.future;
  }
  return errors;
}

/** What remains of `fee` after a promo code, as orgs-jobs computes it (discount.ts): in cents, never negative. */
export function discountedFee(fee: number, code: { discountType: 'PERCENTAGE' | 'PRICE'; price?: number | null; percentage?: number | null }): number {
  const cents = (amount: number) => Math.round(amount * 100);
  const off = code.discountType === 'PERCENTAGE' ? Math.round((cents(fee) * cents(code.percentage ?? 0)) / 10_000) : cents(code.price ?? 0);
  return Math.max(0, cents(fee) - off) / 100;
}
