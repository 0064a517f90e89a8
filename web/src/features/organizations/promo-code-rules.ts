import type { DiscountType, PromoCodeItemFragment } from '../../__generated__/graphql/graphql.ts';
import { messages } from '../../lib/validation/rules.ts';
import { deadlineFromField } from '../jobs/job-rules.ts';
import { formatMoney } from '../jobs/job-labels.ts';

/**
 * The promo code form's rules, as orgs-jobs checks them (promo-code.input.ts), with its messages,
 * so the form refuses what the API would refuse.
 */

export interface PromoCodeFormValues {
  code: string;
  discountType: DiscountType;
  /** Percent off (PERCENTAGE) or dollars off (PRICE), as typed. */
  amount: string;
  /** "YYYY-MM-DD", the last day it can be used; empty: never expires. */
  expiry: string;
  /** Empty: unlimited. */
  useLimit: string;
}

export const emptyPromoCode: PromoCodeFormValues = { code: '', discountType: 'PERCENTAGE', amount: '', expiry: '', useLimit: '' };

export const promoCodeValues = (code: PromoCodeItemFragment): PromoCodeFormValues => ({
  code: code.code,
  discountType: code.discountType,
  amount: String((code.discountType === 'PERCENTAGE' ? code.percentage : code.price) ?? ''),
  expiry: code.expiry ? new Date(code.expiry).toISOString().slice(0, 10) : '',
  useLimit: code.useLimit == null ? '' : String(code.useLimit),
});

const AMOUNT = /^\d+(\.\d{1,2})?$/;

export function promoCodeErrors(values: PromoCodeFormValues, usedCount = 0, now: Date = new Date()): Partial<Record<keyof PromoCodeFormValues, string>> {
  const errors: Partial<Record<keyof PromoCodeFormValues, string>> = {};
  const code = values.code.trim();
  if (!code) errors.code = messages.required;
  else if (!/^[a-z0-9]+$/i.test(code)) errors.code = messages.alphanumeric;
  else if (code.length > 32) errors.code = 'must be at most 32 characters';

  const amount = values.amount.trim();
  if (!amount) errors.amount = messages.required;
  else if (!AMOUNT.test(amount)) errors.amount = 'must be a number with at most 2 decimals';
  else if (Number(amount) <= 0) errors.amount = 'must be more than 0';
  else if (values.discountType === 'PERCENTAGE' && Number(amount) > 100) errors.amount = 'must be at most 100';
  else if (values.discountType === 'PRICE' && Number(amount) > 100_000) errors.amount = 'must be at most 100000';

  if (values.expiry.trim()) {
    const expiry = deadlineFromField(values.expiry);
    if (!expiry || new Date(expiry).getTime() <= now.getTime()) errors.expiry = 'must be in the future';
  }
  const limit = values.useLimit.trim();
  if (limit) {
    if (!/^\d+$/.test(limit)) errors.useLimit = 'must be a whole number';
    else if (Number(limit) < 1) errors.useLimit = 'must be at least 1';
    else if (Number(limit) < usedCount) errors.useLimit = `must be at least ${usedCount}, the uses so far`;
  }
  return errors;
}

/** The promo code mutation's variables for what the form holds (valid values). */
export function promoCodeVariables(values: PromoCodeFormValues) {
  const amount = Number(values.amount.trim());
  return {
    code: values.code.trim().toUpperCase(),
    discountType: values.discountType,
    percentage: values.discountType === 'PERCENTAGE' ? amount : null,
    price: values.discountType === 'PRICE' ? amount : null,
    // The end of that day, as a job's deadline.
    expiry: values.expiry.trim() ? deadlineFromField(values.expiry) : null,
    useLimit: values.useLimit.trim() ? Number(values.useLimit.trim()) : null,
  };
}

/** "25% off", "$10.00 off". */
export const discountLabel = (code: Pick<PromoCodeItemFragment, 'discountType' | 'percentage' | 'price'>): string =>
  code.discountType === 'PERCENTAGE' ? `${code.percentage ?? 0}% off` : `${formatMoney(code.price ?? 0)} off`;

/** Whether a buyer can still use it, and if not why. */
export function promoCodeState(code: Pick<PromoCodeItemFragment, 'expiry' | 'useLimit' | 'usedCount'>, now: Date = new Date()): 'usable' | 'expired' | 'used up' {
  if (code.expiry && new Date(code.expiry).getTime() <= now.getTime()) return 'expired';
  if (code.useLimit != null && code.usedCount >= code.useLimit) return 'used up';
  return 'usable';
}
