import { PlatformRole, type Viewer } from '@koinonia/kit';
import { dataOf, signedInViewer, uniqueSuffix, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import type { PromoCodeMutationVariables } from '../__generated__/documents/graphql.ts';
import type { OrgsJobsConfig } from '../config.ts';

export const PROMO_CODE = graphql(`
  mutation PromoCode($id: ID, $code: String, $entityType: PromoCodeEntityType, $entityId: ID, $discountType: DiscountType,
    $price: Float, $percentage: Float, $expiry: DateTime, $useLimit: Int, $mutationType: MutationType!) {
    promoCode(id: $id, code: $code, entityType: $entityType, entityId: $entityId, discountType: $discountType, price: $price,
      percentage: $percentage, expiry: $expiry, useLimit: $useLimit, mutationType: $mutationType) {
      id code entityType entityId discountType price percentage expiry useLimit usedCount
    }
  }
`);

export const VERIFY_PROMO_CODE = graphql(`
  mutation VerifyPromoCode($code: String!, $entityType: PromoCodeEntityType!, $entityId: ID!) {
    verifyPromoCode(code: $code, entityType: $entityType, entityId: $entityId) { id code discountType price percentage usedCount useLimit }
  }
`);

export const PROMO_CODES = graphql(`
  query PromoCodes($entityType: PromoCodeEntityType!, $entityId: ID) {
    promoCodes(entityType: $entityType, entityId: $entityId) { id code entityId }
  }
`);

export const platformAdmin: Viewer = signedInViewer([PlatformRole.ADMIN]);

/** A code made through GraphQL by a platform admin: 20% off job postings for every organization unless overridden. */
export async function addPromoCode(t: TestService<OrgsJobsConfig>, overrides: Partial<PromoCodeMutationVariables> = {}) {
  const result = await t.run(platformAdmin, PROMO_CODE, {
    code: `SAVE${uniqueSuffix()}`,
    entityType: 'JOB_POSTING',
    discountType: 'PERCENTAGE',
    percentage: 20,
    mutationType: 'ADD',
    ...overrides,
  });
  const promoCode = dataOf(result).promoCode;
  if (!promoCode) throw new Error('ADD answered no promo code');
  return promoCode;
}
