import type { Resolvers } from '../__generated__/resolvers.ts';
import { stripeConnectedAccount } from './connected-account.use-case.ts';
import { paymentMethod, type PaymentDeps } from './payment-method.use-case.ts';
import { findOpportunity } from '../opportunities/opportunities.queries.ts';
import { findPayment, listOrganizationPayments } from './payments.queries.ts';
import { refundPayment } from './refund-payment.use-case.ts';

export function paymentsResolvers(deps: PaymentDeps) {
  return {
    Query: {
      payment: (_, args, ctx) => findPayment.run(ctx, args),
      organizationPayments: (_, args, ctx) => listOrganizationPayments.run(ctx, args),
    },
    Mutation: {
      paymentMethod: (_, args, ctx) => paymentMethod.run(ctx, args, deps),
      stripeConnectedAccount: (_, args, ctx) => stripeConnectedAccount.run(ctx, args, deps),
      refundPayment: (_, args, ctx) => refundPayment.run(ctx, args, deps),
    },
    // The other fields are read from the stored row as they are.
    Payment: {
      opportunity: (payment, _, ctx) => findOpportunity(ctx, payment.opportunityId),
    },
  } satisfies Resolvers;
}
