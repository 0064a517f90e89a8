import { badInput, definedOnly, defineUseCase } from '@koinonia/kit';
import { statusOf, type Opportunity } from './opportunity.entity.ts';
import { crossFieldErrors, editOpportunityInput } from './opportunity.input.ts';
import { inProgressApplicantIds } from './opportunity.repository.ts';
import { notAllowedWhile } from './opportunities.errors.ts';
import { recordClosed } from './opportunities.events.ts';
import { opportunityToAdminister } from './opportunity-to-administer.ts';
import { post } from './post-opportunity.ts';

// Columns that cannot be empty: a null for them means "not given".
const notNullable = ['type', 'ordinationRequired', 'bivocational', 'housingProvided', 'workplace'] as const;

/**
 * opportunity EDIT: an admin of its organization. Fields change unless it is CLOSED; the promo code
 * only while it is a DRAFT (it is redeemed when posted). `status: OPEN` posts a DRAFT; `status:
 * CLOSED` closes an OPEN (or EXPIRED) one and tells the applicants still in progress.
 */
export const editOpportunity = defineUseCase({
  access: 'member',
  input: editOpportunityInput,
  execute: async (ctx, { id, status, ...given }): Promise<Opportunity> =>
    ctx.em.transactional(async (em) => {
      const opportunity = await opportunityToAdminister(em, id, ctx.viewer.userId);
      const current = statusOf(opportunity);
      if (current === 'CLOSED') throw notAllowedWhile(current, 'change');
      const changes: Record<string, unknown> = definedOnly(given);
      for (const key of notNullable) if (changes[key] === null) delete changes[key];
      if (changes['promoCode'] !== undefined && opportunity.status !== 'DRAFT') throw notAllowedWhile(current, 'take a promo code');
      const errors = crossFieldErrors({ ...opportunity, ...changes });
      if (errors.length) throw badInput(errors);
      em.assign(opportunity, changes);

      if (status === 'OPEN') {
        if (opportunity.status !== 'DRAFT') throw notAllowedWhile(current, 'be posted again');
        await post(em, ctx.viewer, opportunity);
      }
      if (status === 'CLOSED') {
        if (opportunity.status !== 'OPEN') throw notAllowedWhile(current, 'be closed (delete it instead)');
        opportunity.status = 'CLOSED';
        opportunity.closedAt = new Date();
        recordClosed(em, ctx.viewer, opportunity, await inProgressApplicantIds(em, opportunity.id));
      }
      return opportunity;
    }),
});
