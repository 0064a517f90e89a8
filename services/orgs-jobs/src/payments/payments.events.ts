import type { EntityManager } from '@mikro-orm/postgresql';
import { recordEvent, type Viewer } from '@koinonia/kit';
import type { PaymentRow } from './payment.repository.ts';

// The events the payments feature records in the outbox (contracts in services/events/src/orgs-jobs.ts).

const SOURCE = 'orgs-jobs';

/** Provider webhooks act for no one. */
export const providerActor: Pick<Viewer, 'userId' | 'impersonatorId'> = { userId: null, impersonatorId: null };

export function recordPaymentCompleted(em: EntityManager, payment: PaymentRow): void {
  recordEvent(em, SOURCE, providerActor, {
    type: 'orgs-jobs.payment.completed',
    version: 1,
    aggregateId: payment.id,
    payload: { paymentId: payment.id, opportunityId: payment.opportunityId, organizationId: payment.organizationId, amount: payment.amount, receiptUrl: payment.receiptUrl },
  });
}

export function recordPaymentRefunded(em: EntityManager, actor: Pick<Viewer, 'userId' | 'impersonatorId'>, payment: PaymentRow): void {
  recordEvent(em, SOURCE, actor, {
    type: 'orgs-jobs.payment.refunded',
    version: 1,
    aggregateId: payment.id,
    payload: { paymentId: payment.id, opportunityId: payment.opportunityId, organizationId: payment.organizationId, refundedById: actor.userId },
  });
}

export function recordConnectedAccountUpdated(em: EntityManager, groupId: string, chargesEnabled: boolean): void {
  recordEvent(em, SOURCE, providerActor, {
    type: 'orgs-jobs.connected-account.updated',
    version: 1,
    aggregateId: groupId,
    payload: { groupId, chargesEnabled },
  });
}
