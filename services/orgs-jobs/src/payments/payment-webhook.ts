import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '@koinonia/kit';
import { WebhookSignatureError, type PaymentEvent, type PaymentGateway, type WebhookDelivery } from '@koinonia/kit/payments';
import { openPaidOpportunity } from '../opportunities/opportunity-lifecycle.ts';
import { updateChargesEnabled } from './group-admins.ts';
import {
  claimWebhookEvent,
  isPostingPaid,
  lockCheckoutLines,
  markRefunded,
  markSessionExpired,
  markStripeCustomer,
  settleLine,
  type RefundReason,
} from './payment.repository.ts';
import { refundDuePayments } from './payment-refunder.ts';
import { providerActor, recordConnectedAccountUpdated, recordPaymentCompleted, recordPaymentRefunded } from './payments.events.ts';

/** The metadata orgs-jobs puts on its checkouts, to know its own sessions when they come back. */
export const POSTING_FEES = 'job-posting-fees';

/**
 * A completed checkout, line by line: a line still open pays its posting if the posting still awaits
 * its fee (the posting's row lock decides between two checkouts paid at once); any other line was paid
 * for nothing and is marked REFUNDING, for `refundDuePayments`. Answers whether any money goes back.
 */
async function settleCheckout(em: EntityManager, event: Extract<PaymentEvent, { kind: 'checkout.completed' }>, receiptUrl: string | null): Promise<boolean> {
  const charge = { paymentIntentId: event.paymentIntentId, receiptUrl };
  let refunding = false;
  for (const line of await lockCheckoutLines(em, { sessionId: event.sessionId, checkoutId: event.metadata['checkoutId'] ?? null })) {
    if (line.status === 'PENDING' && (await openPaidOpportunity(em, line.opportunityId))) {
      const paid = await settleLine(em, line.id, { status: 'PAID' }, charge);
      if (paid) recordPaymentCompleted(em, paid);
      continue;
    }
    const reason: RefundReason =
      line.status === 'EXPIRED' ? 'CHECKOUT_CLOSED' : (await isPostingPaid(em, line.opportunityId)) ? 'ALREADY_PAID' : 'POSTING_UNAVAILABLE';
    if (await settleLine(em, line.id, { status: 'REFUNDING', reason }, charge)) refunding = true;
  }
  return refunding;
}

/** Applies an event; true when money is to be returned (after the commit). */
async function apply(em: EntityManager, event: PaymentEvent, receiptUrl: string | null): Promise<boolean> {
  switch (event.kind) {
    case 'checkout.completed': {
      const organizationId = event.metadata['organizationId'];
      if (event.metadata['purpose'] !== POSTING_FEES || !organizationId) return false;
      await markStripeCustomer(em, organizationId, event.customerId);
      return settleCheckout(em, event, receiptUrl);
    }
    case 'checkout.expired':
      await markSessionExpired(em, { sessionId: event.sessionId, checkoutId: event.metadata['checkoutId'] ?? null });
      return false;
    case 'charge.refunded':
      // A full refund made in the provider's dashboard; ours are recorded when made (then this finds nothing to change).
      for (const payment of await markRefunded(em, { paymentIntentId: event.paymentIntentId }, { refundId: null, refundedBy: null })) {
        recordPaymentRefunded(em, providerActor, payment);
      }
      return false;
    case 'account.updated': {
      const groupId = await updateChargesEnabled(em, event.accountId, event.chargesEnabled);
      if (groupId) recordConnectedAccountUpdated(em, groupId, event.chargesEnabled);
      return false;
    }
    case 'ignored':
      return false;
  }
}

/**
 * The payment provider's webhook (and the local checkout page's, through the same function). A
 * forged or altered body is refused with 400 and changes nothing. Each event is handled in one
 * transaction that first records its id (unique), so a duplicate delivery changes nothing twice;
 * states only move forward (PENDING -> PAID -> REFUNDED, PENDING -> EXPIRED, PENDING or EXPIRED ->
 * REFUNDING -> REFUNDED for money that paid for nothing), so an event arriving late (an `expired`
 * after its `completed`) changes nothing either. The payment, its receipt, the
 * opened opportunity and their events commit together. 500 asks the provider to deliver again.
 */
export function paymentWebhookHandler(orm: MikroORM, gateway: PaymentGateway, logger: Logger): WebhookDelivery {
  return async (rawBody, signature) => {
    let event: PaymentEvent;
    try {
      event = gateway.parseWebhook(rawBody, signature);
    } catch (error) {
      if (!(error instanceof WebhookSignatureError)) throw error;
      logger.warn({ reason: error.message }, 'refused a payment webhook with an invalid signature');
      return 400;
    }
    try {
      // Read before the transaction: no row stays locked while the provider answers.
      const receiptUrl = event.kind === 'checkout.completed' && event.paymentIntentId ? await gateway.receiptUrl(event.paymentIntentId) : null;
      const refunding = await orm.em.fork().transactional(async (em) =>
        (await claimWebhookEvent(em, event.eventId, event.kind)) ? apply(em, event, receiptUrl) : false,
      );
      // Money paid for nothing goes back now; if the provider refuses, the refunder tries again later.
      if (refunding) await refundDuePayments(orm, gateway, logger).catch((error: unknown) => logger.error({ err: error }, 'refunding after a webhook failed'));
      return 200;
    } catch (error) {
      logger.error({ err: error, eventId: event.eventId, kind: event.kind }, 'payment webhook failed; the provider will deliver it again');
      return 500;
    }
  };
}
