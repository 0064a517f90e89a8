import { randomUUID } from 'node:crypto';
import { defineUseCase } from '@koinonia/kit';
import { organizationToAdminister } from '../organizations/organizations.queries.ts';
import { OpportunityEntity, type Opportunity } from './opportunity.entity.ts';
import { addOpportunityInput } from './opportunity.input.ts';
import { post } from './post-opportunity.ts';

/** opportunity ADD: an admin of the organization posts a job (or saves a draft with `status: DRAFT`). */
export const addOpportunity = defineUseCase({
  access: 'member',
  input: addOpportunityInput,
  execute: async (ctx, { status, ...input }): Promise<Opportunity> =>
    ctx.em.transactional(async (em) => {
      await organizationToAdminister(em, input.organizationId, ctx.viewer.userId);
      const opportunity = em.create(OpportunityEntity, {
        ...input,
        id: randomUUID(),
        status: 'DRAFT',
        contractRate: input.contractRate ?? null,
        contractPayPer: input.contractPayPer ?? null,
        deadline: input.deadline ?? null,
        videoId: input.videoId ?? null,
        unclaimedPostUrl: input.unclaimedPostUrl ?? null,
        ordinationRequired: input.ordinationRequired ?? false,
        bivocational: input.bivocational ?? false,
        housingProvided: input.housingProvided ?? false,
        workplace: input.workplace ?? 'ON_SITE',
        feeDue: input.jobPostFee,
        postedBy: ctx.viewer.userId,
        publishedAt: null,
        closedAt: null,
      });
      if (status !== 'DRAFT') await post(em, ctx.viewer, opportunity);
      return opportunity;
    }),
});
