import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PlatformRole } from '@koinonia/kit';
import { dataOf, signWebhook, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { member } from '../organizations/organizations.testing.ts';
import {
  groupCreatedBy,
  opportunityStatus,
  organizationWithPostings,
  PAYMENT,
  PAYMENT_METHOD,
  PAYMENTS_ENV,
  paymentRows,
  postWebhook,
  REDIRECT,
  REFUND_PAYMENT,
  STRIPE_CONNECTED_ACCOUNT,
} from './payments.testing.ts';

// The local adapter (no STRIPE_SECRET_KEY): the local checkout page pays through the same webhook handler.
let t: TestService<OrgsJobsConfig>;
let base: string;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig, { env: PAYMENTS_ENV });
  base = t.service.server.url.replace(/\/graphql$/, '');
});
afterAll(async () => t?.stop());

/** The local page as the browser reaches it: the session URL's path and query on the service. */
const local = (sessionUrl: string) => {
  const url = new URL(sessionUrl);
  return { path: url.pathname, session: url.searchParams.get('session') ?? '', href: `${base}${url.pathname}${url.search}` };
};

const submit = (path: string, session: string, action: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session, action }).toString(),
    redirect: 'manual',
  });

async function startCheckout(fees: number[]) {
  const setup = await organizationWithPostings(t, fees);
  const { sessionUrl } = dataOf(await t.run(setup.admin, PAYMENT_METHOD, { organizationId: setup.organization.id, redirectUrl: REDIRECT })).paymentMethod;
  return { ...setup, page: local(sessionUrl), sessionUrl };
}

describe('the local checkout page', () => {
  it('shows what is paid for with a keyboard-usable Pay and Cancel, and Pay opens the postings with a receipt', async () => {
    const { admin, opportunityIds, page, sessionUrl } = await startCheckout([30, 19.5]);
    expect(sessionUrl).toMatch(/\/payments\/checkout\?session=cs_local_/);
    const html = await (await fetch(page.href)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Test checkout</h1>');
    expect(html).toContain('Job posting: Pastor 1');
    expect(html).toContain('$49.50');
    expect(html).toContain('<button type="submit" name="action" value="pay" autofocus>Pay</button>');
    expect(html).toContain('<button type="submit" name="action" value="cancel">Cancel</button>');

    const paid = await submit(page.path, page.session, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${REDIRECT}?payment=success`);
    for (const id of opportunityIds) expect(await opportunityStatus(t, id)).toBe('OPEN');
    const payment = dataOf(await t.run(admin, PAYMENT, { opportunityId: opportunityIds[1]! })).payment;
    expect(payment).toMatchObject({ status: 'PAID', amount: 19.5, receiptUrl: expect.stringMatching(/\/payments\/receipt\?payment_intent=pi_local_/) });
    const receipt = new URL(payment!.receiptUrl!);
    const receiptHtml = await (await fetch(`${base}${receipt.pathname}${receipt.search}`)).text();
    expect(receiptHtml).toContain('Job posting: Pastor 2');

    // Paying again (a second tab, a double click) changes nothing.
    expect((await submit(page.path, page.session, 'pay')).status).toBe(409);
    expect(await t.count('payment', `opportunity_id = ? and status = 'PAID'`, [opportunityIds[0]])).toBe(1);
    expect((await t.outbox({ type: 'orgs-jobs.opportunity.opened' })).filter((e) => opportunityIds.includes(String(e.payload['opportunityId'])))).toHaveLength(2);
  });

  it('Cancel returns to the cancel URL and leaves the postings awaiting payment', async () => {
    const { opportunityIds, page } = await startCheckout([30]);
    const cancelled = await submit(page.path, page.session, 'cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${REDIRECT}?payment=cancelled`);
    expect((await paymentRows(t, opportunityIds[0]!))[0]?.status).toBe('EXPIRED');
    expect(await opportunityStatus(t, opportunityIds[0]!)).toBe('AWAITING_PAYMENT');
    expect((await fetch(page.href)).status).toBe(410);
  });

  it('answers 404 for an unknown checkout, and the webhook refuses events not signed with the local secret', async () => {
    expect((await fetch(`${base}/payments/checkout?session=cs_local_unknown`)).status).toBe(404);
    expect((await submit('/payments/checkout', 'cs_local_unknown', 'pay')).status).toBe(404);
    const { opportunityIds, page } = await startCheckout([30]);
    const { rawBody, signature } = signWebhook({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: page.session, object: 'checkout.session', mode: 'payment', payment_intent: 'pi_x', customer: null, metadata: { purpose: 'job-posting-fees' } } },
    }, 'whsec_guessed');
    expect(await postWebhook(t, rawBody, signature)).toBe(400);
    expect(await opportunityStatus(t, opportunityIds[0]!)).toBe('AWAITING_PAYMENT');
  });

  it('refunds a local payment for a platform admin', async () => {
    const { opportunityIds, page } = await startCheckout([25]);
    await submit(page.path, page.session, 'pay');
    const refunded = dataOf(await t.run(member([PlatformRole.ADMIN]), REFUND_PAYMENT, { opportunityId: opportunityIds[0]! })).refundPayment;
    expect(refunded.status).toBe('REFUNDED');
    expect((await paymentRows(t, opportunityIds[0]!))[0]?.refund_id).toMatch(/^re_local_/);
    const receipt = new URL(refunded.receiptUrl!);
    expect(await (await fetch(`${base}${receipt.pathname}${receipt.search}`)).text()).toContain('(refunded $25.00)');
  });
});

describe('the local checkout page, guarded', () => {
  it('10 checkouts at once are one local session; a deleted posting paid anyway is refunded for its line', async () => {
    const { admin, organization, opportunityIds } = await organizationWithPostings(t, [30, 12.5]);
    const results = await Promise.all(Array.from({ length: 10 }, () => t.run(admin, PAYMENT_METHOD, { organizationId: organization.id, redirectUrl: REDIRECT })));
    const urls = new Set(results.map((result) => dataOf(result).paymentMethod.sessionUrl));
    expect(urls.size).toBe(1);
    expect(await t.count('payment_local_session', `request->'metadata'->>'organizationId' = ?`, [organization.id])).toBe(1);

    await t.sql('delete from opportunity where id = ?', [opportunityIds[1]]);
    const page = local([...urls][0]!);
    expect((await submit(page.path, page.session, 'pay')).status).toBe(303);
    expect((await paymentRows(t, opportunityIds[0]!))[0]?.status).toBe('PAID');
    const [gone] = await paymentRows(t, opportunityIds[1]!);
    expect(gone).toMatchObject({ status: 'REFUNDED', refund_reason: 'POSTING_UNAVAILABLE', refund_id: expect.stringMatching(/^re_local_/) });
    expect(await t.sql('select amount from payment_local_refund where id = ?', [gone!.refund_id])).toEqual([{ amount: '12.50' }]);
    const receipt = new URL(gone!.receipt_url!);
    expect(await (await fetch(`${base}${receipt.pathname}${receipt.search}`)).text()).toContain('(refunded $12.50)');
  });

  it('refuses a session returning outside the web app, and one past its expiry, before any money moves', async () => {
    const { page } = await startCheckout([30]);
    const request = (await t.sql<{ request: Record<string, unknown> }>('select request from payment_local_session where id = ?', [page.session]))[0]!.request;
    // A session made before return addresses were checked, or by a service that skipped the check.
    await t.sql('update payment_local_session set request = ? where id = ?', [JSON.stringify({ ...request, successUrl: 'https://evil.example/phish' }), page.session]);
    expect((await fetch(page.href)).status).toBe(400);
    const refused = await submit(page.path, page.session, 'pay');
    expect([refused.status, refused.headers.get('location')]).toEqual([400, null]);

    const other = await startCheckout([30]);
    await t.sql(`update payment_local_session set expires_at = now() - interval '1 second' where id = ?`, [other.page.session]);
    expect((await fetch(other.page.href)).status).toBe(410);
    expect((await submit(other.page.path, other.page.session, 'pay')).status).toBe(410);
    expect(await t.count('payment_local_session', `id in (?, ?) and status = 'OPEN'`, [page.session, other.page.session])).toBe(2);
  });
});

describe('local Connect onboarding', () => {
  it("finishing onboarding marks the group's account ready through the webhook", async () => {
    const admin = member();
    const groupId = await groupCreatedBy(t, admin);
    const { sessionUrl } = dataOf(await t.run(admin, STRIPE_CONNECTED_ACCOUNT, { groupId, redirectUrl: REDIRECT })).stripeConnectedAccount;
    const page = local(sessionUrl);
    expect(page.path).toBe('/payments/connect');
    const html = await (await fetch(page.href)).text();
    expect(html).toContain('<button type="submit" name="action" value="finish" autofocus>Finish onboarding</button>');
    const finished = await submit(page.path, page.session, 'finish');
    expect(finished.status).toBe(303);
    expect(finished.headers.get('location')).toBe(REDIRECT);
    expect((await t.sql<{ charges_enabled: boolean }>('select charges_enabled from connected_account where group_id = ?', [groupId]))[0]?.charges_enabled).toBe(true);
    expect(await t.outbox({ type: 'orgs-jobs.connected-account.updated', aggregateId: groupId })).toHaveLength(1);
  });
});
