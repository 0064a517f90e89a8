import Stripe from 'stripe';
import { PaymentProviderError, toMinorUnits, type CheckoutRequest, type PaymentGateway } from './payment-gateway.ts';
import type { StripeSettings } from './payments-config.ts';
import { verifyStripeEvent } from './stripe-events.ts';

/** Runs a call to Stripe; its failures become `PaymentProviderError` with Stripe's message (for the logs). */
async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderError(`${what}: ${error.message}`, { cause: error });
    throw error;
  }
}

function sessionParams(request: CheckoutRequest, currency: string): Stripe.Checkout.SessionCreateParams {
  const common = {
    mode: request.mode,
    metadata: { ...request.metadata },
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    ...(request.customerId ? { customer: request.customerId } : {}),
  } as const;
  if (request.mode === 'setup') return { ...common, currency, setup_intent_data: { metadata: { ...request.metadata } } };
  return {
    ...common,
    line_items: request.lineItems.map((item) => ({
      quantity: item.quantity,
      price_data: { currency, unit_amount: toMinorUnits(item.amount), product_data: { name: item.name } },
    })),
    payment_intent_data: {
      metadata: { ...request.metadata },
      ...(request.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
      ...(request.destinationAccountId ? { transfer_data: { destination: request.destinationAccountId } } : {}),
    },
    ...(request.customerId ? {} : { customer_creation: 'always' as const }),
  };
}

/** The Stripe adapter: the real SDK (Checkout, refunds, Connect, signed webhooks). */
export function createStripeGateway(settings: StripeSettings, currency: string): PaymentGateway {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(settings.api ?? {}),
  });
  return {
    name: 'stripe',
    createCustomer: ({ name, email, metadata }) =>
      call('create customer', async () => (await stripe.customers.create({ name, ...(email ? { email } : {}), metadata: { ...metadata } })).id),
    createCheckoutSession: (request, idempotencyKey) =>
      call('create checkout session', async () => {
        const session = await stripe.checkout.sessions.create(sessionParams(request, currency), { idempotencyKey });
        if (!session.url) throw new PaymentProviderError('create checkout session: Stripe returned no URL');
        return { id: session.id, url: session.url };
      }),
    expireCheckoutSession: (sessionId) =>
      call('expire checkout session', async () => {
        try {
          await stripe.checkout.sessions.expire(sessionId);
        } catch (error) {
          // Stripe refuses to expire a session that is no longer open: paid or expired already is fine.
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
          if ((await stripe.checkout.sessions.retrieve(sessionId)).status === 'open') throw error;
        }
      }),
    receiptUrl: (paymentIntentId) =>
      call('read receipt', async () => {
        const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
        const charge = intent.latest_charge;
        return charge && typeof charge !== 'string' ? (charge.receipt_url ?? null) : null;
      }),
    refund: (paymentIntentId, idempotencyKey, amount) =>
      call('refund', async () => {
        const params = { payment_intent: paymentIntentId, ...(amount === undefined ? {} : { amount: toMinorUnits(amount) }) };
        return { refundId: (await stripe.refunds.create(params, { idempotencyKey })).id };
      }),
    createConnectedAccount: ({ email, metadata }) =>
      call('create connected account', async () => (await stripe.accounts.create({ type: 'express', ...(email ? { email } : {}), metadata: { ...metadata } })).id),
    onboardingLink: ({ accountId, refreshUrl, returnUrl }) =>
      call('create onboarding link', async () =>
        (await stripe.accountLinks.create({ account: accountId, refresh_url: refreshUrl, return_url: returnUrl, type: 'account_onboarding' })).url,
      ),
    parseWebhook: (rawBody, signature) => verifyStripeEvent(rawBody, signature, settings.webhookSecret),
  };
}
