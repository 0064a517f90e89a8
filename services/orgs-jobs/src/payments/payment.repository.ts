import type { EntityManager } from '@mikro-orm/postgresql';
import { datePositionOf, isUuid, toPage, type DatePosition, type Page } from '@koinonia/kit';

export type PaymentStatus = 'PENDING' | 'PAID' | 'REFUNDED' | 'EXPIRED';

/** A posting fee's payment (the `Payment` schema type is resolved from it). */
export interface PaymentRow {
  readonly id: string;
  readonly organizationId: string;
  readonly opportunityId: string;
  readonly checkoutSessionId: string | null;
  readonly amount: number;
  readonly status: PaymentStatus;
  readonly paymentIntentId: string | null;
  readonly receiptUrl: string | null;
  readonly paidAt: Date | null;
  readonly refundedAt: Date | null;
  readonly refundReason: RefundReason | null;
}

interface Row {
  id: string;
  organization_id: string;
  opportunity_id: string;
  checkout_session_id: string | null;
  amount: string;
  status: PaymentStatus;
  payment_intent_id: string | null;
  receipt_url: string | null;
  paid_at: Date | null;
  refunded_at: Date | null;
  refund_reason: RefundReason | null;
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
  refundReason: row.refund_reason,
});

export interface PostingDue {
  readonly id: string;
  readonly jobTitle: string;
  readonly feeDue: number;
}

/** The settled (PAID or REFUNDED) fee of an opportunity; there is at most one (refunded duplicates are not its fee). */
export async function findSettledPayment(em: EntityManager, opportunityId: string, lock = false): Promise<PaymentRow | null> {
  if (!isUuid(opportunityId)) return null;
  const rows = await em.execute<Row[]>(
    `select * from payment where opportunity_id = ? and status in ('PAID', 'REFUNDED') and refund_reason is null${lock ? ' for update' : ''}`,
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

/** Why a payment paid for nothing: the posting was paid by another checkout, is gone, or the checkout had been closed. */
export type RefundReason = 'ALREADY_PAID' | 'POSTING_UNAVAILABLE' | 'CHECKOUT_CLOSED';

/**
 * The lines of a completed checkout (by its id in the session's metadata, or by the session for
 * checkouts made before checkouts were kept), locked in one order so two webhooks take turns.
 */
export async function lockCheckoutLines(em: EntityManager, checkout: { sessionId: string; checkoutId: string | null }): Promise<PaymentRow[]> {
  const rows = await em.execute<Row[]>(
    `select * from payment where checkout_session_id = ? or checkout_id = ? order by opportunity_id, id for update`,
    [checkout.sessionId, checkout.checkoutId && isUuid(checkout.checkoutId) ? checkout.checkoutId : null],
  );
  return rows.map(toPayment);
}

/** Whether the posting's fee was already paid (by another checkout). */
export async function isPostingPaid(em: EntityManager, opportunityId: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from payment where opportunity_id = ? and status in ('PAID', 'REFUNDED') and refund_reason is null`, [opportunityId]);
  return rows.length > 0;
}

/**
 * A completed line: PAID (it paid its posting), or REFUNDING with why (the money came for nothing
 * and goes back). Only an open or closed line moves, so a repeated event changes nothing.
 */
export async function settleLine(
  em: EntityManager,
  id: string,
  outcome: { status: 'PAID' } | { status: 'REFUNDING'; reason: RefundReason },
  charge: { paymentIntentId: string | null; receiptUrl: string | null },
): Promise<PaymentRow | null> {
  const rows = await em.execute<Row[]>(
    `update payment set status = ?, refund_reason = ?, payment_intent_id = ?, receipt_url = ?, paid_at = now()
      where id = ? and status in ('PENDING', 'EXPIRED') returning *`,
    [outcome.status, outcome.status === 'REFUNDING' ? outcome.reason : null, charge.paymentIntentId, charge.receiptUrl, id],
  );
  return rows[0] ? toPayment(rows[0]) : null;
}

/** Payments whose money must go back, oldest first, locked; those another refunder holds are skipped. */
export async function claimRefunding(em: EntityManager, limit: number): Promise<PaymentRow[]> {
  const rows = await em.execute<Row[]>(`select * from payment where status = 'REFUNDING' order by paid_at, id limit ? for update skip locked`, [limit]);
  return rows.map(toPayment);
}

/** An abandoned checkout: only payments still PENDING change (a late `expired` after `completed` changes nothing). */
export async function markSessionExpired(em: EntityManager, checkout: { sessionId: string; checkoutId: string | null }): Promise<void> {
  await em.execute(`update payment set status = 'EXPIRED' where (checkout_session_id = ? or checkout_id = ?) and status = 'PENDING'`, [
    checkout.sessionId,
    checkout.checkoutId && isUuid(checkout.checkoutId) ? checkout.checkoutId : null,
  ]);
}

/** PAID or REFUNDING -> REFUNDED, once: a second refund (or a refund webhook after ours) finds it REFUNDED. */
export async function markRefunded(em: EntityManager, where: { paymentId: string } | { paymentIntentId: string }, refund: { refundId: string | null; refundedBy: string | null }): Promise<PaymentRow[]> {
  const [column, value] = 'paymentId' in where ? ['id', where.paymentId] : ['payment_intent_id', where.paymentIntentId];
  const rows = await em.execute<Row[]>(
    `update payment set status = 'REFUNDED', refund_id = coalesce(?, refund_id), refunded_by = ?, refunded_at = now()
      where ${column} = ? and status in ('PAID', 'REFUNDING') returning *`,
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
