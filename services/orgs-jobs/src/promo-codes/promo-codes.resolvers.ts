import { dispatchMutationType } from '@koinonia/kit';
import type { Resolvers } from '../__generated__/resolvers.ts';
import { addPromoCode, deletePromoCode, editPromoCode } from './promo-code.use-cases.ts';
import { listPromoCodes, verifyPromoCode } from './promo-codes.queries.ts';

export function promoCodesResolvers() {
  return {
    Query: {
      promoCodes: (_, args, ctx) => listPromoCodes.run(ctx, args),
    },
    Mutation: {
      promoCode: (_, args, ctx) =>
        dispatchMutationType(args, {
          ADD: (input) => addPromoCode.run(ctx, input),
          EDIT: (input) => editPromoCode.run(ctx, input),
          DELETE: (input) => deletePromoCode.run(ctx, input),
        }),
      verifyPromoCode: (_, args, ctx) => verifyPromoCode.run(ctx, args),
    },
  } satisfies Resolvers;
}
