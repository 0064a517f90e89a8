import { z } from 'zod';
import { defineUseCase, isAdmin, rules } from '@koinonia/kit';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { holdsRole } from '../organizations/organization.repository.ts';
import { PromoCodeEntity, promoCodeEntityTypes, type PromoCode } from './promo-code.entity.ts';
import { findUsablePromoCode } from './promo-code-redemption.ts';
import { notPromoCodeManager } from './promo-codes.errors.ts';

/**
 * promoCodes: platform admins see any scope (without entityId: every code of the type); an
 * organization's admins see the JOB_POSTING codes made for their organization.
 */
export const listPromoCodes = defineUseCase({
  access: 'member',
  input: z.object({ entityType: z.enum(promoCodeEntityTypes), entityId: rules.id().nullish() }),
  execute: async (ctx, { entityType, entityId }): Promise<PromoCode[]> => {
    const organizationAdmin =
      entityType === 'JOB_POSTING' && entityId != null && (await holdsRole(ctx.em, entityId, ctx.viewer.userId, OrganizationRole.ADMIN));
    if (!isAdmin(ctx.viewer) && !organizationAdmin) throw notPromoCodeManager();
    return ctx.em.find(PromoCodeEntity, { entityType, ...(entityId != null ? { entityId } : {}) }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  },
});

/** verifyPromoCode: whether a code can be used for this purchase now, without using it. */
export const verifyPromoCode = defineUseCase({
  access: 'member',
  input: z.object({ code: rules.requiredText(), entityType: z.enum(promoCodeEntityTypes), entityId: rules.id() }),
  execute: async (ctx, input): Promise<PromoCode> => {
    const id = await findUsablePromoCode(ctx.em, input);
    return ctx.em.findOneOrFail(PromoCodeEntity, { id });
  },
});
