import type { Resolvers } from '../__generated__/resolvers.ts';
import { stripeConnectedAccount } from './connected-account.use-case.ts';
import { paymentMethod, type PaymentDeps } from './payment-method.use-case.ts';
import { findPayment } from './payments.queries.ts';
import { refundPayment } from './refund-payment.use-case.ts';

export function paymentsResolvers(deps: PaymentDeps) {
  return {
    Query: {
      payment: (_, args, ctx) => findPayment.run(ctx, args),
    },
    Mutation: {
      paymentMethod: (_, args, ctx) => paymentMethod.run(ctx, args, deps),
      stripeConnectedAccount: (_, args, ctx) => stripeConnectedAccount.run(ctx, args, deps),
      refundPayment: (_, args, ctx) => refundPayment.run(ctx, args, deps),
    },
    // Fields are read from the stored row as they are.
    Payment: {},
  } satisfies Resolvers;
}
