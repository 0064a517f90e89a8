import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PaymentProviderError, type CheckoutRequest, type PaymentGateway } from './payment-gateway.ts';
import { verifyStripeEvent } from './stripe-events.ts';

/** Where the local pages are served by the selling service (its `routes`). */
export const LOCAL_PAYMENT_PATHS = { checkout: '/payments/checkout', connect: '/payments/connect', receipt: '/payments/receipt' } as const;

export interface LocalSettings {
  readonly publicUrl: string;
  readonly webhookSecret: string;
}

/** Ids shaped like Stripe's, unguessable: a checkout page's id is all it takes to pay or cancel it. */
export const localId = (prefix: string): string => `${prefix}_local_${randomBytes(18).toString('base64url')}`;

export interface LocalOnboardingRequest {
  readonly accountId: string;
  readonly refreshUrl: string;
  readonly returnUrl: string;
}

/**
 * The local adapter (no Stripe key): checkout and onboarding sessions are rows in the service's
 * database, paid or cancelled on the local page, which signs a Stripe-shaped event with the local
 * secret and hands it to the same webhook handler Stripe's events reach.
 */
export function createLocalGateway(orm: MikroORM, settings: LocalSettings): PaymentGateway {
  const insertSession = async (id: string, kind: 'checkout' | 'onboarding', request: unknown): Promise<void> => {
    await orm.em.fork().execute('insert into payment_local_session (id, kind, request, created_at) values (?, ?, ?, now())', [id, kind, JSON.stringify(request)]);
  };
  return {
    name: 'local',
    createCustomer: () => Promise.resolve(localId('cus')),
    createCheckoutSession: async (request: CheckoutRequest) => {
      if (request.mode === 'payment' && request.lineItems.length === 0) throw new PaymentProviderError('a payment needs line items');
      const id = localId('cs');
      await insertSession(id, 'checkout', request);
      return { id, url: `${settings.publicUrl}${LOCAL_PAYMENT_PATHS.checkout}?session=${id}` };
    },
    receiptUrl: async (paymentIntentId) => {
      const rows = await orm.em.fork().execute<{ id: string }[]>(
        `select id from payment_local_session where payment_intent_id = ? and status = 'COMPLETE'`,
        [paymentIntentId],
      );
      return rows[0] ? `${settings.publicUrl}${LOCAL_PAYMENT_PATHS.receipt}?payment_intent=${paymentIntentId}` : null;
    },
    refund: async (paymentIntentId) => {
      // coalesce: a retried refund of the same payment returns the first refund.
      const rows = await orm.em.fork().execute<{ refund_id: string }[]>(
        `update payment_local_session set refund_id = coalesce(refund_id, ?)
          where payment_intent_id = ? and status = 'COMPLETE' returning refund_id`,
        [localId('re'), paymentIntentId],
      );
      if (!rows[0]) throw new PaymentProviderError(`refund: no paid payment ${paymentIntentId}`);
      return { refundId: rows[0].refund_id };
    },
    createConnectedAccount: () => Promise.resolve(localId('acct')),
    onboardingLink: async ({ accountId, refreshUrl, returnUrl }) => {
      const id = localId('onb');
      await insertSession(id, 'onboarding', { accountId, refreshUrl, returnUrl } satisfies LocalOnboardingRequest);
      return `${settings.publicUrl}${LOCAL_PAYMENT_PATHS.connect}?session=${id}`;
    },
    parseWebhook: (rawBody, signature) => verifyStripeEvent(rawBody, signature, settings.webhookSecret),
  };
}
