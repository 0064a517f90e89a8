import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startFakeStripe, type FakeStripe } from '../testing/stripe-server.ts';
import { PaymentProviderError, WebhookSignatureError, type PaymentGateway } from './payment-gateway.ts';
import { loadPaymentsConfig } from './payments-config.ts';
import { ReturnUrlError, withReturnUrlsOf } from './return-urls.ts';
import { createStripeGateway } from './stripe-gateway.ts';

// The Stripe adapter, with the real SDK, against the local fake of Stripe's API.
let stripe: FakeStripe;
let gateway: PaymentGateway;

beforeAll(async () => {
  stripe = await startFakeStripe();
  const config = loadPaymentsConfig({ port: 4002, internalSecret: 'x'.repeat(32) }, stripe.env);
  if (config.adapter !== 'stripe') throw new Error('expected the Stripe adapter');
  gateway = createStripeGateway(config.stripe, config.currency);
});
afterAll(() => stripe.close());

const checkout = (customerId: string | null, idempotencyKey = `checkout-${Math.random()}`) =>
  gateway.createCheckoutSession({
    mode: 'payment',
    currency: 'usd',
    lineItems: [{ name: 'Job posting: Pastor', amount: 49.99, quantity: 1 }],
    metadata: { purpose: 'test' },
    successUrl: 'https://app.test/ok',
    cancelUrl: 'https://app.test/cancel',
    customerId,
    saveCard: true,
    expiresAt: new Date(Date.now() + 3_600_000),
  }, idempotencyKey);

test('creates a checkout session with the SDK, in cents, saving the card for the customer', async () => {
  const customerId = await gateway.createCustomer({ name: 'Grace Church', email: null, metadata: { organizationId: 'o1' } });
  const session = await checkout(customerId);
  expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
  const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions');
  expect(sent?.params).toMatchObject({
    mode: 'payment',
    customer: customerId,
    line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '4999', product_data: { name: 'Job posting: Pastor' } } }],
    payment_intent_data: { setup_future_usage: 'off_session', metadata: { purpose: 'test' } },
  });
});

test('reads the receipt, refunds once with an idempotency key, and verifies signed webhooks', async () => {
  const session = await checkout(null);
  const event = stripe.completeSession(session.id);
  const { rawBody, signature } = stripe.sign(event);
  const parsed = gateway.parseWebhook(rawBody, signature);
  if (parsed.kind !== 'checkout.completed' || !parsed.paymentIntentId) throw new Error(`unexpected ${parsed.kind}`);
  expect(parsed.sessionId).toBe(session.id);
  expect(await gateway.receiptUrl(parsed.paymentIntentId)).toMatch(/^https:\/\/pay\.stripe\.com\/receipts\//);
  // A part (one line of the checkout), the same part again by its key, then what is left.
  const { refundId } = await gateway.refund(parsed.paymentIntentId, 'refund-1', 9.99);
  expect(refundId).toMatch(/^re_/);
  expect(stripe.requests.find((r) => r.path === '/v1/refunds')).toMatchObject({ idempotencyKey: 'refund-1', params: { amount: '999' } });
  expect((await gateway.refund(parsed.paymentIntentId, 'refund-1', 9.99)).refundId).toBe(refundId);
  expect((await gateway.refund(parsed.paymentIntentId, 'refund-2')).refundId).not.toBe(refundId);
  await expect(gateway.refund(parsed.paymentIntentId, 'refund-3')).rejects.toBeInstanceOf(PaymentProviderError);

  const forged = stripe.sign(event, 'whsec_someone_else');
  expect(() => gateway.parseWebhook(forged.rawBody, forged.signature)).toThrow(WebhookSignatureError);
  expect(() => gateway.parseWebhook(rawBody.replace('complete', 'open'), signature)).toThrow(WebhookSignatureError);
  expect(() => gateway.parseWebhook(rawBody, undefined)).toThrow(WebhookSignatureError);
});

test('one idempotency key is one session; expiring closes it, and expiring a closed one is no error', async () => {
  const first = await checkout(null, 'checkout-same');
  expect((await checkout(null, 'checkout-same')).id).toBe(first.id);
  expect(stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && r.idempotencyKey === 'checkout-same')?.params['expires_at']).toMatch(/^\d+$/);
  await gateway.expireCheckoutSession(first.id);
  expect(stripe.objects.get(first.id)?.['status']).toBe('expired');
  await gateway.expireCheckoutSession(first.id);
  const paid = await checkout(null);
  stripe.completeSession(paid.id);
  await gateway.expireCheckoutSession(paid.id);
  expect(stripe.objects.get(paid.id)?.['status']).toBe('complete');
});

test('a service asking for a return address outside the web app is refused before Stripe hears of it', async () => {
  const guarded = withReturnUrlsOf('https://app.test', gateway);
  const before = stripe.requests.length;
  const request = { mode: 'setup', currency: 'usd', lineItems: [], metadata: {}, customerId: null, saveCard: false, expiresAt: new Date(Date.now() + 3_600_000) } as const;
  await expect(guarded.createCheckoutSession({ ...request, successUrl: 'https://evil.example/ok', cancelUrl: 'https://app.test/c' }, 'k1')).rejects.toBeInstanceOf(ReturnUrlError);
  await expect(guarded.createCheckoutSession({ ...request, successUrl: 'https://app.test/ok', cancelUrl: 'https://app.test.evil.example/' }, 'k2')).rejects.toBeInstanceOf(ReturnUrlError);
  await expect(guarded.onboardingLink({ accountId: 'acct_1', refreshUrl: 'https://app.test/r', returnUrl: 'javascript:alert(1)' })).rejects.toBeInstanceOf(ReturnUrlError);
  expect(stripe.requests.length).toBe(before);
  expect((await guarded.createCheckoutSession({ ...request, successUrl: 'https://app.test/ok', cancelUrl: 'https://app.test/c' }, 'k3')).id).toMatch(/^cs_test_/);
});

test('creates a Connect account and its onboarding link', async () => {
  const accountId = await gateway.createConnectedAccount({ email: null, metadata: { groupId: 'g1' } });
  const url = await gateway.onboardingLink({ accountId, refreshUrl: 'https://app.test/r', returnUrl: 'https://app.test/done' });
  expect(url).toContain(accountId);
  expect(stripe.requests.find((r) => r.path === '/v1/account_links')?.params).toMatchObject({ type: 'account_onboarding', account: accountId });
});

test('a refused request or a wrong key becomes a PaymentProviderError', async () => {
  stripe.failNext('/v1/checkout/sessions', 400, 'Your account cannot currently make live charges.');
  await expect(checkout(null)).rejects.toThrow(/cannot currently make live charges/);
  const api = { host: '127.0.0.1', port: Number(new URL(stripe.url).port), protocol: 'http' as const };
  const wrongKey = createStripeGateway({ secretKey: 'sk_test_wrong', webhookSecret: stripe.webhookSecret, api }, 'usd');
  await expect(wrongKey.createCustomer({ name: 'x', email: null, metadata: {} })).rejects.toBeInstanceOf(PaymentProviderError);
});

test('a session completed unpaid (a delayed bank debit) settles only with async_payment_succeeded', () => {
  const session = { id: 'cs_test_async', object: 'checkout.session', mode: 'payment', payment_intent: 'pi_test_async', customer: 'cus_test_1', metadata: { purpose: 'test' } };
  const unpaid = stripe.sign(stripe.event('checkout.session.completed', { ...session, payment_status: 'unpaid' }));
  expect(gateway.parseWebhook(unpaid.rawBody, unpaid.signature)).toMatchObject({ kind: 'ignored', type: 'checkout.session.completed' });
  const succeeded = stripe.sign(stripe.event('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }));
  expect(gateway.parseWebhook(succeeded.rawBody, succeeded.signature)).toMatchObject({
    kind: 'checkout.completed',
    sessionId: 'cs_test_async',
    paymentIntentId: 'pi_test_async',
    customerId: 'cus_test_1',
  });
});
