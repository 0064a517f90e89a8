import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { datePositionOf, isUuid, toPage, type DatePosition, type Page } from '@koinonia/kit';

export type PaymentStatus = 'PENDING' | 'PAID' | 'REFUNDED' | 'EXPIRED';

/** A posting fee's payment (the `Payment` schema type is resolved from it). */
export interface PaymentRow {
  readonly id: string;
  readonly organizationId: string;
  readonly opportunityId: string;
  readonly checkoutSessionId: string;
  readonly amount: number;
  readonly status: PaymentStatus;
  readonly paymentIntentId: string | null;
  readonly receiptUrl: string | null;
  readonly paidAt: Date | null;
  readonly refundedAt: Date | null;
}

interface Row {
  id: string;
  organization_id: string;
  opportunity_id: string;
  checkout_session_id: string;
  amount: string;
  status: PaymentStatus;
  payment_intent_id: string | null;
  receipt_url: string | null;
  paid_at: Date | null;
  refunded_at: Date | null;
}

const toPayment = (row: Row): PaymentRow => ({
  id: row.id,
  organizationId: row.organization_id,
  opportunityId: row.opportunity_id,
  checkoutSessionId: row.checkout_session_id,
  amount: Number(row.amount),
  status: row.status,
  paymentIntentId: row.payment_intent_id,
  receiptUrl: row.receipt_url,
  paidAt: row.paid_at,
  refundedAt: row.refunded_at,
});

export interface PostingDue {
  readonly id: string;
  readonly jobTitle: string;
  readonly feeDue: number;
}

/** The organization's postings waiting for their fee (what a checkout charges). */
export async function postingsAwaitingPayment(em: EntityManager, organizationId: string): Promise<PostingDue[]> {
  const rows = await em.execute<{ id: string; job_title: string; fee_due: string }[]>(
    `select id, job_title, fee_due from opportunity
      where organization_id = ? and status = 'AWAITING_PAYMENT' and fee_due > 0 order by created_at, id`,
    [organizationId],
  );
  return rows.map((row) => ({ id: row.id, jobTitle: row.job_title, feeDue: Number(row.fee_due) }));
}

/** One PENDING payment per posting of a checkout session. */
export async function insertPendingPayments(
  em: EntityManager,
  checkout: { organizationId: string; sessionId: string; currency: string },
  postings: readonly PostingDue[],
): Promise<void> {
  for (const posting of postings) {
    await em.execute(
      `insert into payment (id, organization_id, opportunity_id, checkout_session_id, amount, currency, created_at)
       values (?, ?, ?, ?, ?, ?, now())`,
      [randomUUID(), checkout.organizationId, posting.id, checkout.sessionId, posting.feeDue, checkout.currency],
    );
  }
}

/** The settled (PAID or REFUNDED) payment of an opportunity; there is at most one. */
export async function findSettledPayment(em: EntityManager, opportunityId: string, lock = false): Promise<PaymentRow | null> {
  if (!isUuid(opportunityId)) return null;
  const rows = await em.execute<Row[]>(
    `select * from payment where opportunity_id = ? and status in ('PAID', 'REFUNDED')${lock ? ' for update' : ''}`,
    [opportunityId],
  );
  return rows[0] ? toPayment(rows[0]) : null;
}

export type PaymentPage = Page<PaymentRow>;

/** An organization's settled payments, newest payment first (by when it was paid, then id). */
export async function findSettledPaymentPage(
  em: EntityManager,
  filter: { organizationId: string; after: DatePosition | null; limit: number },
): Promise<PaymentPage> {
  // paid_at has microseconds (now()), a cursor milliseconds: both sides compare at milliseconds.
  const paidAt = `date_trunc('milliseconds', paid_at)`;
  const after = filter.after ? `and (${paidAt}, id) < (?, ?)` : '';
  const rows = await em.execute<Row[]>(
    `select * from payment where organization_id = ? and status in ('PAID', 'REFUNDED') ${after}
      order by ${paidAt} desc, id desc limit ?`,
    [filter.organizationId, ...(filter.after ? [filter.after.at, filter.after.id] : []), filter.limit + 1],
  );
  return toPage(rows.map(toPayment), filter.limit, (payment) => datePositionOf(new Date(payment.paidAt!), payment.id));
}

/**
 * Marks a completed session's pending payments PAID, except for an opportunity another session
 * already paid for (a second tab paid twice: left PENDING for support to refund). Returns those paid.
 */
export async function markSessionPaid(em: EntityManager, sessionId: string, paymentIntentId: string | null, receiptUrl: string | null): Promise<PaymentRow[]> {
  // Two sessions paying one posting at once: the second waits here, then its UPDATE (a new snapshot)
  // sees the first one's PAID row and leaves its own PENDING instead of failing on the unique index.
  await em.execute(
    `select pg_advisory_xact_lock(hashtextextended('payment:' || opportunity_id::text, 0))
       from (select distinct opportunity_id from payment where checkout_session_id = ? order by opportunity_id) postings`,
    [sessionId],
  );
  const rows = await em.execute<Row[]>(
    `update payment set status = 'PAID', payment_intent_id = ?, receipt_url = ?, paid_at = now()
      where checkout_session_id = ? and status = 'PENDING'
        and not exists (select 1 from payment settled where settled.opportunity_id = payment.opportunity_id and settled.status in ('PAID', 'REFUNDED'))
      returning *`,
    [paymentIntentId, receiptUrl, sessionId],
  );
  return rows.map(toPayment);
}

/** Postings of a completed session left PENDING: another checkout had already paid for them. */
export async function doublyPaidPostings(em: EntityManager, sessionId: string): Promise<string[]> {
  const rows = await em.execute<{ opportunity_id: string }[]>(`select opportunity_id from payment where checkout_session_id = ? and status = 'PENDING'`, [sessionId]);
  return rows.map((row) => row.opportunity_id);
}

/** An abandoned checkout: only payments still PENDING change (a late `expired` after `completed` changes nothing). */
export async function markSessionExpired(em: EntityManager, sessionId: string): Promise<void> {
  await em.execute(`update payment set status = 'EXPIRED' where checkout_session_id = ? and status = 'PENDING'`, [sessionId]);
}

/** PAID -> REFUNDED, once: a second refund (or a refund webhook after ours) finds it REFUNDED. */
export async function markRefunded(em: EntityManager, where: { paymentId: string } | { paymentIntentId: string }, refund: { refundId: string | null; refundedBy: string | null }): Promise<PaymentRow[]> {
  const [column, value] = 'paymentId' in where ? ['id', where.paymentId] : ['payment_intent_id', where.paymentIntentId];
  const rows = await em.execute<Row[]>(
    `update payment set status = 'REFUNDED', refund_id = coalesce(?, refund_id), refunded_by = ?, refunded_at = now()
      where ${column} = ? and status = 'PAID' returning *`,
    [refund.refundId, refund.refundedBy, value],
  );
  return rows.map(toPayment);
}

export async function findCustomerId(em: EntityManager, organizationId: string): Promise<string | null> {
  const rows = await em.execute<{ customer_id: string }[]>('select customer_id from payment_customer where organization_id = ?', [organizationId]);
  return rows[0]?.customer_id ?? null;
}

/** Keeps the first customer made for an organization (two checkouts started at once make one row). */
export async function saveCustomerId(em: EntityManager, organizationId: string, customerId: string): Promise<string> {
  await em.execute('insert into payment_customer (organization_id, customer_id, created_at) values (?, ?, now()) on conflict do nothing', [organizationId, customerId]);
  return (await findCustomerId(em, organizationId)) ?? customerId;
}

/** A checkout completed with a saved card: the organization is now the provider's customer. */
export async function markStripeCustomer(em: EntityManager, organizationId: string, customerId: string | null): Promise<void> {
  if (customerId) await saveCustomerId(em, organizationId, customerId);
  await em.execute('update organization set is_stripe_customer = true, updated_at = now() where id = ? and not is_stripe_customer', [organizationId]);
}

/** Records a provider event as handled; false when it already was (a duplicate delivery). */
export async function claimWebhookEvent(em: EntityManager, eventId: string, type: string): Promise<boolean> {
  const rows = await em.execute('insert into payment_webhook_event (event_id, type, received_at) values (?, ?, now()) on conflict do nothing returning event_id', [eventId, type]);
  return rows.length > 0;
}
