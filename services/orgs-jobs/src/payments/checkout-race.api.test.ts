import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger } from '@koinonia/kit';
import { createPayments } from '@koinonia/kit/payments';
import { dataOf, errorCodes, fieldErrors, type FakeStripe, type TestService } from '@koinonia/kit/testing';
import type { OrgsJobsConfig } from '../config.ts';
import { member } from '../organizations/organizations.testing.ts';
import { refundDuePayments } from './payment-refunder.ts';
import {
  addPosting,
  groupCreatedBy,
  opportunityStatus,
  organizationWithPostings,
  PAYMENT,
  PAYMENT_METHOD,
  paymentRows,
  postWebhook,
  REDIRECT,
  startStripeService,
  STRIPE_CONNECTED_ACCOUNT,
  WEB_URL,
} from './payments.testing.ts';

// One open checkout per posting, and the money of a checkout paid too late goes back (Stripe adapter).
let t: TestService<OrgsJobsConfig>;
let stripe: FakeStripe;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ t, stripe, stop } = await startStripeService());
});
afterAll(async () => stop?.());

const sessionIdOf = (url: string) => url.split('/').pop()!;
const sessionsOf = (organizationId: string) =>
  [...stripe.objects.values()].filter((o) => o['object'] === 'checkout.session' && (o['metadata'] as Record<string, string>)['organizationId'] === organizationId);
const checkout = async (admin: ReturnType<typeof member>, organizationId: string) =>
  dataOf(await t.run(admin, PAYMENT_METHOD, { organizationId, redirectUrl: REDIRECT })).paymentMethod.sessionUrl;

describe('checkouts of one posting', () => {
  it('10 checkouts at once, and one more later, are one open session', async () => {
    const { admin, organization, opportunityIds } = await organizationWithPostings(t, [49]);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.run(admin, PAYMENT_METHOD, { organizationId: organization.id, redirectUrl: REDIRECT })));
    const urls = new Set(results.map((result) => dataOf(result).paymentMethod.sessionUrl));
    expect(urls.size).toBe(1);
    expect(await checkout(admin, organization.id)).toBe([...urls][0]);
    expect(sessionsOf(organization.id)).toHaveLength(1);
    expect(await t.count('payment', `opportunity_id = ? and status = 'PENDING'`, [opportunityIds[0]])).toBe(1);
    const sent = stripe.requests.find((r) => r.path === '/v1/checkout/sessions' && (r.params['metadata'] as Record<string, string>)['organizationId'] === organization.id);
    expect(Number(sent?.params['expires_at']) * 1000).toBeGreaterThan(Date.now() + 50 * 60_000);
  });

  it('a posting added since replaces the open session; the replaced one, paid anyway, is refunded in full, once', async () => {
    const { admin, organization, opportunityIds } = await organizationWithPostings(t, [30]);
    const [first] = opportunityIds as [string];
    const firstUrl = await checkout(admin, organization.id);
    // The buyer pays the first tab while the admin posts another job and checks out both in a second tab.
    const latePaid = stripe.sign(stripe.completeSession(sessionIdOf(firstUrl)));
    const second = await addPosting(t, { organizationId: organization.id, postedBy: admin.userId, fee: 20, title: 'Youth pastor', order: 5 });
    const secondUrl = await checkout(admin, organization.id);
    expect(secondUrl).not.toBe(firstUrl);
    const paid = stripe.sign(stripe.completeSession(sessionIdOf(secondUrl)));

    expect(await Promise.all([postWebhook(t, latePaid.rawBody, latePaid.signature), postWebhook(t, paid.rawBody, paid.signature)])).toEqual([200, 200]);
    expect([await opportunityStatus(t, first), await opportunityStatus(t, second)]).toEqual(['OPEN', 'OPEN']);
    const rows = await paymentRows(t, first);
    expect(rows.map((row) => [row.status, row.refund_reason])).toEqual([
      ['REFUNDED', 'CHECKOUT_CLOSED'],
      ['PAID', null],
    ]);
    expect(rows[0]?.refund_id).toMatch(/^re_test_/);
    const intent = (JSON.parse(latePaid.rawBody) as { data: { object: { payment_intent: string } } }).data.object.payment_intent;
    const refunds = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.params['payment_intent'] === intent);
    expect(refunds.map((r) => [r.params['amount'], r.idempotencyKey])).toEqual([['3000', `refund-${rows[0]!.id}`]]);
    expect((await t.outbox({ type: 'orgs-jobs.opportunity.opened' })).filter((e) => e.payload['opportunityId'] === first)).toHaveLength(1);
    expect((await t.outbox({ type: 'orgs-jobs.payment.refunded', aggregateId: rows[0]!.id }))).toHaveLength(1);
    // The posting's fee is the paid one; the refunded duplicate is listed as refunded, not as its fee.
    expect(dataOf(await t.run(admin, PAYMENT, { opportunityId: first })).payment).toMatchObject({ status: 'PAID', amount: 30 });

    // Delivered again: nothing more is refunded.
    expect(await postWebhook(t, latePaid.rawBody, latePaid.signature)).toBe(200);
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.params['payment_intent'] === intent)).toHaveLength(1);
  });

  it('refunds only the line of a two-posting checkout whose posting was deleted meanwhile', async () => {
    const { admin, organization, opportunityIds } = await organizationWithPostings(t, [30, 19.5]);
    const url = await checkout(admin, organization.id);
    await t.sql('delete from opportunity where id = ?', [opportunityIds[1]]);
    const paid = stripe.sign(stripe.completeSession(sessionIdOf(url)));
    expect(await postWebhook(t, paid.rawBody, paid.signature)).toBe(200);
    expect((await paymentRows(t, opportunityIds[0]!)).map((row) => row.status)).toEqual(['PAID']);
    expect((await paymentRows(t, opportunityIds[1]!)).map((row) => [row.status, row.refund_reason])).toEqual([['REFUNDED', 'POSTING_UNAVAILABLE']]);
    const intent = (JSON.parse(paid.rawBody) as { data: { object: { payment_intent: string } } }).data.object.payment_intent;
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds' && r.params['payment_intent'] === intent).map((r) => r.params['amount'])).toEqual(['1950']);
  });

  it('a refund Stripe refuses stays due and is made by the refunder later', async () => {
    const { admin, organization, opportunityIds } = await organizationWithPostings(t, [12]);
    const url = await checkout(admin, organization.id);
    await t.sql('delete from opportunity where id = ?', [opportunityIds[0]]);
    const paid = stripe.sign(stripe.completeSession(sessionIdOf(url)));
    stripe.failNext('/v1/refunds', 400, 'Refunds are paused on this account.');
    expect(await postWebhook(t, paid.rawBody, paid.signature)).toBe(200);
    expect((await paymentRows(t, opportunityIds[0]!))[0]?.status).toBe('REFUNDING');
    const gateway = createPayments(t.service.config.payments, t.service.orm).gateway;
    expect(await refundDuePayments(t.service.orm, gateway, createLogger('test', 'silent'))).toBeGreaterThanOrEqual(1);
    expect((await paymentRows(t, opportunityIds[0]!))[0]).toMatchObject({ status: 'REFUNDED', refund_reason: 'POSTING_UNAVAILABLE' });
  });
});

describe('return addresses', () => {
  it('paymentMethod and stripeConnectedAccount take pages of the web app only, and Stripe never sees another', async () => {
    const { admin, organization } = await organizationWithPostings(t, [10]);
    const before = stripe.requests.length;
    for (const redirectUrl of ['https://evil.example/billing', `${WEB_URL}.evil.example/x`, `https://app.koinonia.test@evil.example/`, 'http://app.koinonia.test/x']) {
      const result = await t.run(admin, PAYMENT_METHOD, { organizationId: organization.id, redirectUrl });
      expect(errorCodes(result)).toEqual(['BAD_USER_INPUT']);
      expect(fieldErrors(result)).toEqual({ redirectUrl: `must be a page of ${WEB_URL}` });
    }
    const groupAdmin = member();
    const groupId = await groupCreatedBy(t, groupAdmin);
    expect(fieldErrors(await t.run(groupAdmin, STRIPE_CONNECTED_ACCOUNT, { groupId, redirectUrl: 'https://evil.example/' }))).toEqual({
      redirectUrl: `must be a page of ${WEB_URL}`,
    });
    expect(stripe.requests.slice(before).filter((r) => r.path !== '/v1/customers')).toEqual([]);
    expect(await t.count('payment', 'organization_id = ?', [organization.id])).toBe(0);
  });
});
