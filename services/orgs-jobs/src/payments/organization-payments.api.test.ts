import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { anonymousViewer, PlatformRole } from '@koinonia/kit';
import { dataOf, errorCodes, startTestService, type TestService } from '@koinonia/kit/testing';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { grantRole, member } from '../organizations/organizations.testing.ts';
import { OrganizationRole } from '../organizations/organization.entity.ts';
import { ORGANIZATION_PAYMENTS, organizationWithPostings, PAYMENT_METHOD, PAYMENTS_ENV, REDIRECT, REFUND_PAYMENT } from './payments.testing.ts';

// organizationPayments: an organization's receipts on the local adapter, paid through its checkout page.
let t: TestService<OrgsJobsConfig>;
let base: string;
beforeAll(async () => {
  t = await startTestService(orgsJobsService, loadOrgsJobsConfig, { env: PAYMENTS_ENV });
  base = t.service.server.url.replace(/\/graphql$/, '');
});
afterAll(async () => t?.stop());

/** Starts a checkout of the organization's postings and, unless `leavePending`, pays it on the local page. */
async function checkout(admin: Parameters<typeof t.run>[0], organizationId: string, leavePending = false): Promise<void> {
  const { sessionUrl } = dataOf(await t.run(admin, PAYMENT_METHOD, { organizationId, redirectUrl: REDIRECT })).paymentMethod;
  if (leavePending) return;
  const url = new URL(sessionUrl);
  const paid = await fetch(`${base}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ session: url.searchParams.get('session') ?? '', action: 'pay' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
}

describe('organizationPayments', () => {
  it("lists an organization's settled fees with receipts, newest first, page by page, for its admins", async () => {
    const { admin, organization, opportunityIds } = await organizationWithPostings(t, [30, 19.5]);
    await checkout(admin, organization.id);
    const list = (cursor?: string | null) => t.run(admin, ORGANIZATION_PAYMENTS, { organizationId: organization.id, first: 1, cursor });

    const first = dataOf(await list()).organizationPayments;
    expect(first.hasNextPage).toBe(true);
    const second = dataOf(await list(first.cursor)).organizationPayments;
    expect(second).toMatchObject({ hasNextPage: false, cursor: null });
    const payments = [...first.results, ...second.results];
    expect(payments.map((p) => p.opportunityId).sort()).toEqual([...opportunityIds].sort());
    for (const payment of payments) {
      expect(payment).toMatchObject({ status: 'PAID', receiptUrl: expect.stringMatching(/\/payments\/receipt\?payment_intent=pi_local_/) });
      expect(payment.opportunity?.jobTitle).toMatch(/^Pastor [12]$/);
    }
    expect(payments.map((p) => p.amount).sort()).toEqual([19.5, 30]);

    // A refund stays listed (REFUNDED, with its receipt); a checkout never paid is not a payment.
    await t.run(member([PlatformRole.ADMIN]), REFUND_PAYMENT, { opportunityId: opportunityIds[0]! });
    const afterRefund = dataOf(await t.run(admin, ORGANIZATION_PAYMENTS, { organizationId: organization.id })).organizationPayments.results;
    expect(afterRefund.find((p) => p.opportunityId === opportunityIds[0])?.status).toBe('REFUNDED');
  });

  it('leaves out checkouts that were started but not paid', async () => {
    const { admin, organization } = await organizationWithPostings(t, [30]);
    await checkout(admin, organization.id, true);
    expect(await t.count('payment', 'organization_id = ?', [organization.id])).toBe(1);
    expect(dataOf(await t.run(admin, ORGANIZATION_PAYMENTS, { organizationId: organization.id })).organizationPayments).toEqual({
      results: [],
      hasNextPage: false,
      cursor: null,
    });
  });

  it('is for platform admins too, and refused to its other people, other members and anonymous visitors', async () => {
    const { admin, organization } = await organizationWithPostings(t, [30]);
    await checkout(admin, organization.id);
    const run = (viewer: Parameters<typeof t.run>[0]) => t.run(viewer, ORGANIZATION_PAYMENTS, { organizationId: organization.id });
    expect(dataOf(await run(member([PlatformRole.ADMIN]))).organizationPayments.results).toHaveLength(1);
    const staff = member();
    await grantRole(t, organization.id, staff, OrganizationRole.MEMBER);
    expect(errorCodes(await run(staff))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await run(member()))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await run(anonymousViewer))).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a malformed organization id or cursor', async () => {
    const { admin, organization } = await organizationWithPostings(t, []);
    expect(errorCodes(await t.run(admin, ORGANIZATION_PAYMENTS, { organizationId: 'not-an-id' }))).toEqual(['BAD_USER_INPUT']);
    expect(errorCodes(await t.run(admin, ORGANIZATION_PAYMENTS, { organizationId: organization.id, cursor: 'nonsense' }))).toEqual(['BAD_USER_INPUT']);
  });
});
