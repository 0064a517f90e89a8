import { randomUUID } from 'node:crypto';
import type { Viewer } from '@koinonia/kit';
import { publishTestEvent, startFakeStripe, startTestService, waitFor, type FakeStripe, type TestService } from '@koinonia/kit/testing';
import { graphql } from '../__generated__/documents/index.ts';
import { loadOrgsJobsConfig, type OrgsJobsConfig } from '../config.ts';
import { orgsJobsService } from '../service.ts';
import { addOrganization, member } from '../organizations/organizations.testing.ts';

type T = TestService<OrgsJobsConfig>;

export const PAYMENT_METHOD = graphql(`
  mutation PaymentMethod($organizationId: ID!, $redirectUrl: String!) {
    paymentMethod(organizationId: $organizationId, redirectUrl: $redirectUrl) { sessionUrl }
  }
`);

export const PAYMENT = graphql(`
  query Payment($opportunityId: ID!) {
    payment(opportunityId: $opportunityId) { id organizationId opportunityId receiptUrl amount status paidAt refundedAt }
  }
`);

export const ORGANIZATION_PAYMENTS = graphql(`
  query OrganizationPayments($organizationId: ID!, $cursor: String, $first: Int) {
    organizationPayments(organizationId: $organizationId, cursor: $cursor, first: $first) {
      results { id opportunityId receiptUrl amount status paidAt opportunity { id jobTitle } }
      hasNextPage cursor
    }
  }
`);

export const REFUND_PAYMENT = graphql(`
  mutation RefundPayment($opportunityId: ID!) {
    refundPayment(opportunityId: $opportunityId) { id opportunityId receiptUrl amount status refundedAt }
  }
`);

export const STRIPE_CONNECTED_ACCOUNT = graphql(`
  mutation StripeConnectedAccount($groupId: ID!, $redirectUrl: String!) {
    stripeConnectedAccount(groupId: $groupId, redirectUrl: $redirectUrl) { sessionUrl }
  }
`);

/** The web app the tests' checkouts return to (WEB_URL): only its pages are allowed as return addresses. */
export const WEB_URL = 'https://app.koinonia.test';
export const PAYMENTS_ENV = { WEB_URL };
export const REDIRECT = `${WEB_URL}/organizations/billing`;

/** The service on the Stripe adapter: the real SDK against the local fake of Stripe's API. */
export async function startStripeService(): Promise<{ t: TestService<OrgsJobsConfig>; stripe: FakeStripe; stop: () => Promise<void> }> {
  const stripe = await startFakeStripe();
  const t = await startTestService(orgsJobsService, loadOrgsJobsConfig, { env: { ...stripe.env, ...PAYMENTS_ENV } });
  return {
    t,
    stripe,
    stop: async () => {
      await t.stop();
      await stripe.close();
    },
  };
}

/** A posting of the organization awaiting `fee` (posted by the opportunities feature in the product; here only the row payments read). */
export async function addPosting(t: T, posting: { organizationId: string; postedBy: string; fee: number; title: string; order?: number }): Promise<string> {
  const id = randomUUID();
  await t.sql(
    `insert into opportunity (id, organization_id, type, status, job_title, description, salary_start_range, salary_end_range,
       job_post_fee, fee_due, posted_by, created_at, updated_at)
     values (?, ?, 'FULL_TIME', 'AWAITING_PAYMENT', ?, 'Shepherd the flock', 0, 0, ?, ?, ?, now() + ? * interval '1 millisecond', now())`,
    [id, posting.organizationId, posting.title, posting.fee, posting.fee, posting.postedBy, posting.order ?? 0],
  );
  return id;
}

/** An organization with `admin` as its admin, and a posting awaiting each fee given. */
export async function organizationWithPostings(t: T, fees: readonly number[]) {
  const admin = member();
  const organization = await addOrganization(t, admin);
  const opportunityIds: string[] = [];
  for (const [i, fee] of fees.entries()) {
    opportunityIds.push(await addPosting(t, { organizationId: organization.id, postedBy: admin.userId, fee, title: `Pastor ${i + 1}`, order: i }));
  }
  return { admin, organization, opportunityIds };
}

export const opportunityStatus = async (t: T, id: string): Promise<string> =>
  (await t.sql<{ status: string }>('select status from opportunity where id = ?', [id]))[0]!.status;

export const paymentRows = (t: T, opportunityId: string) =>
  t.sql<{ id: string; status: string; receipt_url: string | null; checkout_session_id: string | null; refund_id: string | null; refund_reason: string | null; amount: string }>(
    'select id, status, receipt_url, checkout_session_id, refund_id, refund_reason, amount from payment where opportunity_id = ? order by created_at, id',
    [opportunityId],
  );

/** POSTs a webhook to the service's route as the provider would. */
export async function postWebhook(t: T, rawBody: string, signature: string | null): Promise<number> {
  const response = await fetch(`${t.service.server.url.replace(/\/graphql$/, '')}/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: rawBody,
  });
  return response.status;
}

/** A group whose creator is `admin`, known to orgs-jobs through community's event. */
export async function groupCreatedBy(t: T, admin: Viewer): Promise<string> {
  const groupId = randomUUID();
  await publishTestEvent(t.bus, {
    type: 'community.group.created',
    version: 1,
    aggregateId: groupId,
    payload: { groupId, slug: `g-${groupId}`, name: 'Youth group', privacy: 'PUBLIC', createdById: admin.userId },
  });
  await waitFor(async () => (await t.count('group_admin', 'group_id = ?', [groupId])) > 0, 10_000, 'the group admin read model');
  return groupId;
}
