import { z } from 'zod';
import { rules } from '@koinonia/kit';
import { discountTypes, promoCodeEntityTypes, type PromoCode } from './promo-code.entity.ts';

// The fields of promoCode~, each optional so that EDIT can give only some; ADD checks what it needs.

const amount = (max: number, message: string) =>
  z
    .number({ error: 'must be a number' })
    .positive('must be more than 0')
    .max(max, message)
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must have at most 2 decimals')
    .nullish();

export const promoCodeFields = z.object({
  // Typed by buyers: letters and numbers, kept in capitals so that case never matters.
  code: rules
    .requiredText()
    .pipe(rules.alphanumeric())
    .pipe(z.string().max(32, 'must be at most 32 characters'))
    .transform((code) => code.toUpperCase())
    .optional(),
  entityType: z.enum(promoCodeEntityTypes).optional(),
  entityId: rules.id().nullish(),
  discountType: z.enum(discountTypes).optional(),
  price: amount(100_000, 'must be at most 100000'),
  percentage: amount(100, 'must be at most 100'),
  expiry: z.date({ error: 'must be a date' }).nullish(),
  useLimit: z.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').nullish(),
});

type Fields = Pick<PromoCode, 'entityType' | 'entityId' | 'discountType' | 'price' | 'percentage' | 'useLimit' | 'usedCount'>;

/** The rules between fields, on the code as it will be stored (after an ADD, or an EDIT's changes). */
export function fieldProblems(code: Fields): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (code.discountType === 'PRICE' && code.price == null) problems.push({ path: 'price', message: 'required for a PRICE discount' });
  if (code.discountType === 'PRICE' && code.percentage != null) problems.push({ path: 'percentage', message: 'only for a PERCENTAGE discount' });
  if (code.discountType === 'PERCENTAGE' && code.percentage == null) problems.push({ path: 'percentage', message: 'required for a PERCENTAGE discount' });
  if (code.discountType === 'PERCENTAGE' && code.price != null) problems.push({ path: 'price', message: 'only for a PRICE discount' });
  if (code.entityType === 'EVENT' && code.entityId == null) problems.push({ path: 'entityId', message: 'required for an EVENT code' });
  if (code.useLimit != null && code.useLimit < code.usedCount) problems.push({ path: 'useLimit', message: `must be at least ${code.usedCount}, the uses so far` });
  return problems;
}
