import type { EntityManager } from '@mikro-orm/postgresql';
import { redeemPromoCode, releasePromoCode } from '../promo-codes/promo-code-redemption.ts';

/**
 * A job posting's promo code, for the opportunities feature: runs in the caller's transaction,
 * counts one use of the code (once per opportunity) and returns what remains of `fee` to pay
 * (0 for a 100% discount, never negative, 2 decimals). A bad code throws a `PromoCodeError`
 * (`extensions.reason` PROMO_CODE_NOT_FOUND, PROMO_CODE_EXPIRED or PROMO_CODE_USED_UP).
 */
export function redeemPostingPromo(
  em: EntityManager,
  args: { code: string; organizationId: string; opportunityId: string; fee: number },
): Promise<{ promoCodeId: string; amountDue: number }> {
  return redeemPromoCode(em, {
    code: args.code,
    entityType: 'JOB_POSTING',
    entityId: args.organizationId,
    purchaseId: args.opportunityId,
    fee: args.fee,
  });
}

/** A posting deleted before it was paid: its promo code's use is given back (a limited code counts live postings only). */
export const releasePostingPromo = (em: EntityManager, opportunityId: string): Promise<void> => releasePromoCode(em, opportunityId);
