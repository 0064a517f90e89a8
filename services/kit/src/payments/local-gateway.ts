import { randomBytes } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import { PaymentProviderError, toMinorUnits, type CheckoutRequest, type PaymentGateway } from './payment-gateway.ts';
import { verifyStripeEvent } from './stripe-events.ts';

/** Where the local pages are served by the selling service (its `routes`). */
export const LOCAL_PAYMENT_PATHS = { checkout: '/payments/checkout', connect: '/payments/connect', receipt: '/payments/receipt' } as const;

export interface LocalSettings {
  readonly publicUrl: string;
  readonly webhookSecret: string;
  /** The web app's origin: the pages send the browser back nowhere else. */
  readonly returnOrigin: string;
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
  const insertSession = async (id: string, kind: 'checkout' | 'onboarding', request: unknown, extra: { idempotencyKey?: string; expiresAt?: Date } = {}) => {
    await orm.em.fork().execute(
      `insert into payment_local_session (id, kind, request, idempotency_key, expires_at, created_at) values (?, ?, ?, ?, ?, now())
       on conflict (idempotency_key) do nothing`,
      [id, kind, JSON.stringify(request), extra.idempotencyKey ?? null, extra.expiresAt ?? null],
    );
  };
  const checkoutUrl = (id: string) => `${settings.publicUrl}${LOCAL_PAYMENT_PATHS.checkout}?session=${id}`;
  return {
    name: 'local',
    createCustomer: () => Promise.resolve(localId('cus')),
    createCheckoutSession: async (request: CheckoutRequest, idempotencyKey) => {
      if (request.mode === 'payment' && request.lineItems.length === 0) throw new PaymentProviderError('a payment needs line items');
      await insertSession(localId('cs'), 'checkout', request, { idempotencyKey, expiresAt: request.expiresAt });
      // The session made with this key, now or by an earlier request with the same key.
      const rows = await orm.em.fork().execute<{ id: string }[]>('select id from payment_local_session where idempotency_key = ?', [idempotencyKey]);
      if (!rows[0]) throw new PaymentProviderError('create checkout session: not recorded');
      return { id: rows[0].id, url: checkoutUrl(rows[0].id) };
    },
    expireCheckoutSession: async (sessionId) => {
      await orm.em.fork().execute(`update payment_local_session set status = 'EXPIRED', completed_at = now() where id = ? and status = 'OPEN'`, [sessionId]);
    },
    receiptUrl: async (paymentIntentId) => {
      const rows = await orm.em.fork().execute<{ id: string }[]>(
        `select id from payment_local_session where payment_intent_id = ? and status = 'COMPLETE'`,
        [paymentIntentId],
      );
      return rows[0] ? `${settings.publicUrl}${LOCAL_PAYMENT_PATHS.receipt}?payment_intent=${paymentIntentId}` : null;
    },
    refund: (paymentIntentId, idempotencyKey, amount) =>
      orm.em.fork().transactional(async (em) => {
        // The session's row lock makes refunds of one payment take turns, so their sum never passes what was paid.
        const sessions = await em.execute<{ request: CheckoutRequest }[]>(
          `select request from payment_local_session where payment_intent_id = ? and status = 'COMPLETE' for update`,
          [paymentIntentId],
        );
        if (!sessions[0]) throw new PaymentProviderError(`refund: no paid payment ${paymentIntentId}`);
        const earlier = await em.execute<{ id: string }[]>('select id from payment_local_refund where idempotency_key = ?', [idempotencyKey]);
        if (earlier[0]) return { refundId: earlier[0].id };
        const paid = sessions[0].request.lineItems.reduce((sum, item) => sum + toMinorUnits(item.amount) * item.quantity, 0);
        const [{ refunded }] = await em.execute<[{ refunded: string }]>(
          'select coalesce(sum(amount), 0) as refunded from payment_local_refund where payment_intent_id = ?',
          [paymentIntentId],
        );
        const wanted = amount === undefined ? paid - toMinorUnits(Number(refunded)) : toMinorUnits(amount);
        if (wanted <= 0 || wanted + toMinorUnits(Number(refunded)) > paid) throw new PaymentProviderError(`refund: more than is left of ${paymentIntentId}`);
        const refundId = localId('re');
        await em.execute('insert into payment_local_refund (id, payment_intent_id, idempotency_key, amount, created_at) values (?, ?, ?, ?, now())', [
          refundId,
          paymentIntentId,
          idempotencyKey,
          wanted / 100,
        ]);
        return { refundId };
      }),
    createConnectedAccount: () => Promise.resolve(localId('acct')),
    onboardingLink: async ({ accountId, refreshUrl, returnUrl }) => {
      const id = localId('onb');
      await insertSession(id, 'onboarding', { accountId, refreshUrl, returnUrl } satisfies LocalOnboardingRequest);
      return `${settings.publicUrl}${LOCAL_PAYMENT_PATHS.connect}?session=${id}`;
    },
    parseWebhook: (rawBody, signature) => verifyStripeEvent(rawBody, signature, settings.webhookSecret),
  };
}
