import type { EntityManager } from '@mikro-orm/postgresql';
import type { Viewer } from '@koinonia/kit';
import { redeemPostingPromo } from '../payments/posting-fee.ts';
import { PromoCodeError } from '../promo-codes/promo-codes.errors.ts';
import type { Opportunity } from './opportunity.entity.ts';
import { PostingPromoError } from './opportunities.errors.ts';
import { recordOpened } from './opportunities.events.ts';

/**
 * Posts a draft (or a new opportunity), in the caller's transaction: the promo code, if any, is
 * redeemed for this opportunity, and what remains due decides the state: nothing due opens it at
 * once (it is on the job board); otherwise it waits for payment (payments open it).
 */
export async function post(em: EntityManager, viewer: Viewer, opportunity: Opportunity): Promise<void> {
  opportunity.feeDue = opportunity.jobPostFee;
  if (opportunity.promoCode) {
    const { amountDue } = await redeemPostingPromo(em, {
      code: opportunity.promoCode,
      organizationId: opportunity.organizationId,
      opportunityId: opportunity.id,
      fee: opportunity.jobPostFee,
    }).catch((error: unknown) => {
      throw error instanceof PromoCodeError ? new PostingPromoError(error) : error;
    });
    opportunity.feeDue = amountDue;
  }
  if (opportunity.feeDue > 0) {
    opportunity.status = 'AWAITING_PAYMENT';
    return;
  }
  opportunity.status = 'OPEN';
  opportunity.publishedAt = new Date();
  recordOpened(em, viewer, opportunity);
}
