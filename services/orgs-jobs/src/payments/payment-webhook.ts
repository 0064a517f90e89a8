import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '@koinonia/kit';
import { WebhookSignatureError, type PaymentEvent, type PaymentGateway, type WebhookDelivery } from '@koinonia/kit/payments';
import { openPaidOpportunity } from '../opportunities/opportunity-lifecycle.ts';
import { updateChargesEnabled } from './group-admins.ts';
import { claimWebhookEvent, doublyPaidPostings, markRefunded, markSessionExpired, markSessionPaid, markStripeCustomer } from './payment.repository.ts';
import { providerActor, recordConnectedAccountUpdated, recordPaymentCompleted, recordPaymentRefunded } from './payments.events.ts';

/** The metadata orgs-jobs puts on its checkouts, to know its own sessions when they come back. */
export const POSTING_FEES = 'job-posting-fees';

async function apply(em: EntityManager, event: PaymentEvent, receiptUrl: string | null, logger: Logger): Promise<void> {
  switch (event.kind) {
    case 'checkout.completed': {
      const organizationId = event.metadata['organizationId'];
      if (event.metadata['purpose'] !== POSTING_FEES || !organizationId) return;
      await markStripeCustomer(em, organizationId, event.customerId);
      for (const payment of await markSessionPaid(em, event.sessionId, event.paymentIntentId, receiptUrl)) {
        await openPaidOpportunity(em, payment.opportunityId);
        recordPaymentCompleted(em, payment);
      }
      const doublyPaid = await doublyPaidPostings(em, event.sessionId);
      if (doublyPaid.length) logger.warn({ sessionId: event.sessionId, opportunityIds: doublyPaid }, 'a checkout paid for postings already paid: refund them');
      return;
    }
    case 'checkout.expired':
      return markSessionExpired(em, event.sessionId);
    case 'charge.refunded':
      // A refund made in the provider's dashboard; ours are recorded when made (then this finds nothing PAID).
      for (const payment of await markRefunded(em, { paymentIntentId: event.paymentIntentId }, { refundId: null, refundedBy: null })) {
        recordPaymentRefunded(em, providerActor, payment);
      }
      return;
    case 'account.updated': {
      const groupId = await updateChargesEnabled(em, event.accountId, event.chargesEnabled);
      if (groupId) recordConnectedAccountUpdated(em, groupId, event.chargesEnabled);
      return;
    }
    case 'ignored':
      return;
  }
}

/**
 * The payment provider's webhook (and the local checkout page's, through the same function). A
 * forged or altered body is refused with 400 and changes nothing. Each event is handled in one
 * transaction that first records its id (unique), so a duplicate delivery changes nothing twice;
 * states only move forward (PENDING -> PAID -> REFUNDED, PENDING -> EXPIRED), so an event arriving
 * late (an `expired` after its `completed`) changes nothing either. The payment, its receipt, the
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
      await orm.em.fork().transactional(async (em) => {
        if (await claimWebhookEvent(em, event.eventId, event.kind)) await apply(em, event, receiptUrl, logger);
      });
      return 200;
    } catch (error) {
      logger.error({ err: error, eventId: event.eventId, kind: event.kind }, 'payment webhook failed; the provider will deliver it again');
      return 500;
    }
  };
}
