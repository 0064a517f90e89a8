/** How a code's discount applies to a price, in cents so that sums stay exact. */
export interface Discount {
  readonly discountType: 'PERCENTAGE' | 'PRICE';
  /** Amount off, for PRICE. */
  readonly price: number | null;
  /** Percent off (0–100], for PERCENTAGE. */
  readonly percentage: number | null;
}

const cents = (amount: number): number => Math.round(amount * 100);

/** What remains to pay after the discount: never negative, 2 decimals (0 for a 100% code). */
export function amountAfter(discount: Discount, fee: number): number {
  const feeCents = cents(fee);
  const off =
    discount.discountType === 'PERCENTAGE'
      ? Math.round((feeCents * cents(discount.percentage ?? 0)) / 10_000)
      : cents(discount.price ?? 0);
  return Math.max(0, feeCents - off) / 100;
}
