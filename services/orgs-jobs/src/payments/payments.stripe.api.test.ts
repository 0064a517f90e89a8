import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, fieldErrors, type FakeStripe, type TestService } from '@koinonia/kit/testing';
import type { OrgsJobsConfig } from '../config.ts';
import { member } from '../organizations/organizations.testing.ts';
import { PAYMENT_FAILED } from './payments.errors.ts';
import {
  groupCreatedBy,
  opportunityStatus,
  organizationWithPostings,
  PAYMENT,
  PAYMENT_METHOD,
  paymentRows,
  postWebhook,
  REDIRECT,
  startStripeService,
  REFUND_PAYMENT,
  STRIPE_CONNECTED_ACCOUNT,
} from './payments.testing.ts';

// The Stripe adapter: the real SDK against the local fake of Stripe's API, webhooks signed by the SDK.
let t: TestService<OrgsJobsConfig>;
let stripe: FakeStripe;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, stop } = await startStripeService());
});
afterAll(async () => stop?.());

const platformAdmin = member([PlatformRole.ADMIN]);
const sessionIdOf = (url: string) => url.split('/').pop()!;

/** Starts a checkout as the organization's admin and pays it on "Stripe"; returns the signed event. */
async function paidCheckout(fees: number[]) {
  const setup = await organizationWithPostings(t, fees);
  const { sessionUrl } = dataOf(await t.run(setup.admin, PAYMENT_METHOD, { organizationId: setup.organization.id, redirectUrl: REDIRECT })).paymentMethod;
  const event = stripe.completeSession(sessionIdOf(sessionUrl));
  return { ...setup, sessionUrl, event, signed: stripe.sign(event) };
}

describe('paymentMethod with Stripe', () => {
  it('creates a Checkout session for the postings awaiting payment, on the organization customer, saving the card', async () => {
    const { organization, opportunityIds, sessionUrl } = await paidCheckout([49.99, 25]);
    expect(sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && (r.params['metadata'] as Record<string, string>)['organizationId'] === organization.id);
    expect(sent?.params).toMatchObject({
      mode: 'payment',
      success_url: `${REDIRECT}?payment=success`,
      cancel_url: `${REDIRECT}?payment=cancelled`,
      line_items: [
        { quantity: '1', price_data: { currency: 'usd', unit_amount: '4999', product_data: { name: 'Job posting: Pastor 1' } } },
        { quantity: '1', price_data: { currency: 'usd', unit_amount: '2500', product_data: { name: 'Job posting: Pastor 2' } } },
      ],
      payment_intent_data: { setup_future_usage: 'off_session' },
    });
    expect(String(sent?.params['customer'])).toMatch(/^cus_test_/);
    expect(await t.count('payment', `organization_id = ? and status = 'PENDING'`, [organization.id])).toBe(2);
    expect(await opportunityStatus(t, opportunityIds[0]!)).toBe('AWAITING_PAYMENT');
  });

  it('with nothing due, starts a checkout that only saves the card', async () => {
    const { admin, organization } = await organizationWithPostings(t, []);
    dataOf(await t.run(admin, PAYMENT_METHOD, { organizationId: organization.id, redirectUrl: REDIRECT }));
    const sent = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').pop();
    expect(sent?.params).toMatchObject({ mode: 'setup', currency: 'usd', metadata: { organizationId: organization.id } });
    expect(sent?.params['line_items']).toBeUndefined();
  });

  it('is refused to other members, platform admins and anonymous visitors, and for bad input', async () => {
    const { organization } = await organizationWithPostings(t, [10]);
    const args = { organizationId: organization.id, redirectUrl: REDIRECT };
    expect(errorCodes(await t.run(member(), PAYMENT_METHOD, args))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(platformAdmin, PAYMENT_METHOD, args))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, PAYMENT_METHOD, args))).toEqual(['UNAUTHENTICATED']);
    const bad = await t.run(member(), PAYMENT_METHOD, { organizationId: 'nope', redirectUrl: 'javascript:alert(1)' });
    expect(errorCodes(bad)).toEqual(['BAD_USER_INPUT']);
    expect(fieldErrors(bad)).toEqual({ organizationId: 'is not a valid id', redirectUrl: 'must be a link starting with http:// or https://' });
    expect(await t.count('payment', 'organization_id = ?', [organization.id])).toBe(0);
  });

  it("answers the spec's message when Stripe refuses, and records nothing", async () => {
    const { admin, organization } = await organizationWithPostings(t, [10]);
    stripe.failNext('/v1/checkout/sessions', 402, 'Your card was declined.');
    const result = await t.run(admin, PAYMENT_METHOD, { organizationId: organization.id, redirectUrl: REDIRECT });
    expect(errorCodes(result)).toEqual(['CONFLICT']);
    expect(result.errors?.[0]).toMatchObject({ message: PAYMENT_FAILED, extensions: { reason: 'PAYMENT_PROVIDER_FAILED' } });
    // Its reservation let go of the posting: nothing is open, and the next try makes a checkout.
    expect(await t.count('payment', `organization_id = ? and status = 'PENDING'`, [organization.id])).toBe(0);
    dataOf(await t.run(admin, PAYMENT_METHOD, { organizationId: organization.id, redirectUrl: REDIRECT }));
    expect(await t.count('payment', `organization_id = ? and status = 'PENDING'`, [organization.id])).toBe(1);
  });
});

describe('the Stripe webhook', () => {
  it('records the payment with its receipt and opens the opportunities in one transaction, once', async () => {
    const { organization, opportunityIds, signed, admin } = await paidCheckout([30, 20]);
    expect(await postWebhook(t, signed.rawBody, signed.signature)).toBe(200);
    for (const id of opportunityIds) {
      expect(await opportunityStatus(t, id)).toBe('OPEN');
      const [row] = await paymentRows(t, id);
      expect(row).toMatchObject({ status: 'PAID', receipt_url: expect.stringMatching(/^https:\/\/pay\.stripe\.com\/receipts\//) });
    }
    expect((await t.sql<{ is_stripe_customer: boolean }>('select is_stripe_customer from organization where id = ?', [organization.id]))[0]?.is_stripe_customer).toBe(true);
    const completed = await t.outbox({ type: 'orgs-jobs.payment.completed' });
    expect(completed.filter((e) => e.payload['organizationId'] === organization.id)).toHaveLength(2);

    // A duplicate delivery, and 5 more at once: nothing changes twice.
    const statuses = await Promise.all(Array.from({ length: 6 }, () => postWebhook(t, signed.rawBody, signed.signature)));
    expect(statuses).toEqual(Array(6).fill(200));
    expect((await t.outbox({ type: 'orgs-jobs.payment.completed' })).filter((e) => e.payload['organizationId'] === organization.id)).toHaveLength(2);
    expect((await t.outbox({ type: 'orgs-jobs.opportunity.opened' })).filter((e) => opportunityIds.includes(String(e.payload['opportunityId'])))).toHaveLength(2);

    const payment = dataOf(await t.run(admin, PAYMENT, { opportunityId: opportunityIds[0]! })).payment;
    expect(payment).toMatchObject({ organizationId: organization.id, opportunityId: opportunityIds[0], amount: 30, status: 'PAID', receiptUrl: expect.stringContaining('https://pay.stripe.com/receipts/') });
  });

  it('refuses a forged, altered or unsigned webhook with 400 and changes nothing', async () => {
    const { opportunityIds, event, signed } = await paidCheckout([15]);
    const forged = stripe.sign(event, 'whsec_not_the_endpoint_secret');
    expect(await postWebhook(t, forged.rawBody, forged.signature)).toBe(400);
    expect(await postWebhook(t, signed.rawBody.replace('"paid"', '"unpaid"'), signed.signature)).toBe(400);
    expect(await postWebhook(t, signed.rawBody, null)).toBe(400);
    expect(await opportunityStatus(t, opportunityIds[0]!)).toBe('AWAITING_PAYMENT');
    expect(await t.count('payment_webhook_event', 'event_id = ?', [event.id])).toBe(0);
    expect((await paymentRows(t, opportunityIds[0]!))[0]?.status).toBe('PENDING');
  });

  it('ignores an expiry delivered after the completion (out of order)', async () => {
    const { opportunityIds, sessionUrl, signed } = await paidCheckout([12]);
    const expired = stripe.sign(stripe.expireSession(sessionIdOf(sessionUrl)));
    expect(await postWebhook(t, signed.rawBody, signed.signature)).toBe(200);
    expect(await postWebhook(t, expired.rawBody, expired.signature)).toBe(200);
    expect((await paymentRows(t, opportunityIds[0]!))[0]?.status).toBe('PAID');
    expect(await opportunityStatus(t, opportunityIds[0]!)).toBe('OPEN');
  });

  it('expires an abandoned checkout; a later checkout of the same posting is the one paid', async () => {
    const { admin, organization, opportunityIds, sessionUrl } = await paidCheckout([12]);
    const expired = stripe.sign(stripe.expireSession(sessionIdOf(sessionUrl)));
    expect(await postWebhook(t, expired.rawBody, expired.signature)).toBe(200);
    expect((await paymentRows(t, opportunityIds[0]!))[0]?.status).toBe('EXPIRED');
    const again = dataOf(await t.run(admin, PAYMENT_METHOD, { organizationId: organization.id, redirectUrl: REDIRECT })).paymentMethod;
    const paid = stripe.sign(stripe.completeSession(sessionIdOf(again.sessionUrl)));
    expect(await postWebhook(t, paid.rawBody, paid.signature)).toBe(200);
    expect((await paymentRows(t, opportunityIds[0]!)).map((row) => row.status)).toEqual(['EXPIRED', 'PAID']);
  });
});

describe('payment and refundPayment', () => {
  it('shows the receipt to the organization admins and platform admins only', async () => {
    const { opportunityIds, signed } = await paidCheckout([40]);
    await postWebhook(t, signed.rawBody, signed.signature);
    const opportunityId = opportunityIds[0]!;
    expect(dataOf(await t.run(platformAdmin, PAYMENT, { opportunityId })).payment?.status).toBe('PAID');
    expect(errorCodes(await t.run(member(), PAYMENT, { opportunityId }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, PAYMENT, { opportunityId }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await t.run(platformAdmin, PAYMENT, { opportunityId: '42' }))).toEqual(['BAD_USER_INPUT']);
  });

  it('refunds through Stripe once, for platform admins only, even when asked twice at once', async () => {
    const { admin, opportunityIds, signed, event } = await paidCheckout([40]);
    await postWebhook(t, signed.rawBody, signed.signature);
    const opportunityId = opportunityIds[0]!;
    expect(errorCodes(await t.run(admin, REFUND_PAYMENT, { opportunityId }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, REFUND_PAYMENT, { opportunityId }))).toEqual(['UNAUTHENTICATED']);

    const results = await Promise.all([t.run(platformAdmin, REFUND_PAYMENT, { opportunityId }), t.run(platformAdmin, REFUND_PAYMENT, { opportunityId })]);
    for (const result of results) expect(dataOf(result).refundPayment).toMatchObject({ status: 'REFUNDED', amount: 40 });
    const intent = (event.data.object as { payment_intent: string }).payment_intent;
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.params['payment_intent'] === intent);
    expect(new Set(refunds.map((r) => r.idempotencyKey)).size).toBe(1);
    expect((await paymentRows(t, opportunityId))[0]).toMatchObject({ status: 'REFUNDED', refund_id: expect.stringMatching(/^re_test_/) });
    expect((await t.outbox({ type: 'orgs-jobs.payment.refunded' })).filter((e) => e.payload['opportunityId'] === opportunityId)).toHaveLength(1);

    // Stripe's charge.refunded for our own refund arrives afterwards: nothing more happens.
    const late = stripe.sign(stripe.event('charge.refunded', { id: 'ch_x', object: 'charge', payment_intent: intent }));
    expect(await postWebhook(t, late.rawBody, late.signature)).toBe(200);
    expect((await t.outbox({ type: 'orgs-jobs.payment.refunded' })).filter((e) => e.payload['opportunityId'] === opportunityId)).toHaveLength(1);
    expect(errorCodes(await t.run(platformAdmin, REFUND_PAYMENT, { opportunityId }))).toEqual(['CONFLICT']);
  });

  it('refuses to refund what was not paid', async () => {
    const { opportunityIds } = await organizationWithPostings(t, [5]);
    expect(errorCodes(await t.run(platformAdmin, REFUND_PAYMENT, { opportunityId: opportunityIds[0]! }))).toEqual(['NOT_FOUND']);
    expect(errorCodes(await t.run(platformAdmin, REFUND_PAYMENT, { opportunityId: 'x' }))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('stripeConnectedAccount with Stripe', () => {
  it("gives the group's admin one Express account and an onboarding link, even when asked at once", async () => {
    const admin = member();
    const groupId = await groupCreatedBy(t, admin);
    const results = await Promise.all(Array.from({ length: 5 }, () => t.run(admin, STRIPE_CONNECTED_ACCOUNT, { groupId, redirectUrl: REDIRECT })));
    for (const result of results) expect(dataOf(result).stripeConnectedAccount.sessionUrl).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_test_/);
    const accounts = await t.sql<{ account_id: string }>('select account_id from connected_account where group_id = ?', [groupId]);
    expect(accounts).toHaveLength(1);
    expect(stripe.requests.filter((r) => r.path === '/v1/accounts' && (r.params['metadata'] as Record<string, string>)['groupId'] === groupId)).toHaveLength(1);

    const ready = stripe.sign(stripe.event('account.updated', { id: accounts[0]!.account_id, object: 'account', charges_enabled: true }));
    expect(await postWebhook(t, ready.rawBody, ready.signature)).toBe(200);
    expect((await t.outbox({ type: 'orgs-jobs.connected-account.updated', aggregateId: groupId }))[0]?.payload).toEqual({ groupId, chargesEnabled: true });
  });

  it('is refused to members who are not its admin, anonymous visitors and bad input', async () => {
    const groupId = await groupCreatedBy(t, member());
    expect(errorCodes(await t.run(member(), STRIPE_CONNECTED_ACCOUNT, { groupId, redirectUrl: REDIRECT }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(platformAdmin, STRIPE_CONNECTED_ACCOUNT, { groupId, redirectUrl: REDIRECT }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await t.run(anonymousViewer, STRIPE_CONNECTED_ACCOUNT, { groupId, redirectUrl: REDIRECT }))).toEqual(['UNAUTHENTICATED']);
    expect(fieldErrors(await t.run(member(), STRIPE_CONNECTED_ACCOUNT, { groupId: 'g1', redirectUrl: '' }))).toEqual({
      groupId: 'is not a valid id',
      redirectUrl: 'required',
    });
    expect(await t.count('connected_account', 'group_id = ?', [groupId])).toBe(0);
  });
});
