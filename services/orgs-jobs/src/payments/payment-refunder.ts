import type { MikroORM } from '@mikro-orm/postgresql';
import { periodicWorker, type BackgroundWorker, type Logger } from '@koinonia/kit';
import { PaymentProviderError, type PaymentGateway } from '@koinonia/kit/payments';
import { claimRefunding, markRefunded } from './payment.repository.ts';
import { providerActor, recordPaymentRefunded } from './payments.events.ts';

const BATCH = 20;

/**
 * Returns the money of payments that paid for nothing (REFUNDING: a second checkout of a posting, a
 * posting gone, a checkout closed before it was paid). Each is refunded for its own line through the
 * port, with the payment's id as the idempotency key (a retry after a crash is the same refund), and
 * marked REFUNDED with its event in the transaction that holds its row, so refunders never take the
 * same payment. A refusal leaves it REFUNDING for the next pass. Answers how many were refunded.
 */
export async function refundDuePayments(orm: MikroORM, gateway: PaymentGateway, logger: Logger): Promise<number> {
  return orm.em.fork().transactional(async (em) => {
    let refunded = 0;
    for (const payment of await claimRefunding(em, BATCH)) {
      try {
        if (!payment.paymentIntentId) throw new PaymentProviderError(`payment ${payment.id} has no payment intent`);
        const { refundId } = await gateway.refund(payment.paymentIntentId, `refund-${payment.id}`, payment.amount);
        for (const done of await markRefunded(em, { paymentId: payment.id }, { refundId, refundedBy: null })) {
          recordPaymentRefunded(em, providerActor, done);
          refunded += 1;
        }
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.error({ err: error, paymentId: payment.id }, 'could not refund a payment that paid for nothing; trying again at the next pass');
      }
    }
    return refunded;
  });
}

/** The background pass behind `refundDuePayments`: what the webhook could not refund at once. */
export function createPaymentRefunder(options: { orm: MikroORM; gateway: PaymentGateway; logger: Logger; intervalMs?: number }): BackgroundWorker {
  return periodicWorker({
    component: 'payment-refunder',
    intervalMs: options.intervalMs ?? 60_000,
    logger: options.logger,
    pass: () => refundDuePayments(options.orm, options.gateway, options.logger),
  });
}
