import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { statusOf, type Opportunity } from './opportunity.entity.ts';
import { notAllowedWhile } from './opportunities.errors.ts';
import { opportunityToAdminister } from './opportunity-to-administer.ts';
import { releasePostingPromo } from '../payments/posting-fee.ts';

/**
 * opportunity DELETE: an admin removes a DRAFT or one AWAITING_PAYMENT (never published, so no one
 * applied; an unpaid one gives back its promo code's use). A published one is closed instead (EDIT
 * `status: CLOSED`). Answers it as it was.
 */
export const deleteOpportunity = defineUseCase({
  access: 'member',
  input: z.object({ id: rules.id() }),
  execute: async (ctx, { id }): Promise<Opportunity> =>
    ctx.em.transactional(async (em) => {
      const opportunity = await opportunityToAdminister(em, id, ctx.viewer.userId);
      if (opportunity.status !== 'DRAFT' && opportunity.status !== 'AWAITING_PAYMENT') throw notAllowedWhile(statusOf(opportunity), 'be deleted');
      if (opportunity.status === 'AWAITING_PAYMENT') await releasePostingPromo(em, opportunity.id);
      em.remove(opportunity);
      return opportunity;
    }),
});
