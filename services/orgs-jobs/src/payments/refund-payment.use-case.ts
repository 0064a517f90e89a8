import { z } from 'zod';
import { defineUseCase, rules } from '@koinonia/kit';
import { findSettledPayment, markRefunded, type PaymentRow } from './payment.repository.ts';
import { notRefundable, paymentNotFound } from './payments.errors.ts';
import { recordPaymentRefunded } from './payments.events.ts';
import { viaProvider, type PaymentDeps } from './payment-method.use-case.ts';

/**
 * refundPayment (not in the spec): a platform admin refunds a paid posting fee in full through the
 * port. The idempotency key is the payment's id, so two admins at once (or a retry) make one refund
 * at the provider; the conditional PAID -> REFUNDED update records it once. The opportunity stays
 * as it is: closing it is the admin's separate decision.
 */
export const refundPayment = defineUseCase({
  access: 'admin',
  input: z.object({ opportunityId: rules.id() }),
  execute: async (ctx, { opportunityId }, deps: PaymentDeps): Promise<PaymentRow> => {
    const payment = await findSettledPayment(ctx.em, opportunityId);
    if (!payment) throw paymentNotFound();
    if (payment.status !== 'PAID' || !payment.paymentIntentId) throw notRefundable();
    const intent = payment.paymentIntentId;
    // Its own line only: one checkout may have paid for several postings.
    const { refundId } = await viaProvider(deps.logger, () => deps.gateway.refund(intent, `refund-${payment.id}`, payment.amount));
    return ctx.em.transactional(async (em) => {
      const [refunded] = await markRefunded(em, { paymentId: payment.id }, { refundId, refundedBy: ctx.viewer.userId });
      if (refunded) recordPaymentRefunded(em, ctx.viewer, refunded);
      return refunded ?? (await findSettledPayment(em, opportunityId)) ?? payment;
    });
  },
});
