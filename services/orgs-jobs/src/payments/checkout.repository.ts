import type { EntityManager } from '@mikro-orm/postgresql';
import type { CheckoutRequest, CheckoutSession } from '@koinonia/kit/payments';
import type { PostingDue } from './payment.repository.ts';

/** A checkout of postings: one provider session, or its reservation while the provider makes it. */
export interface CheckoutRow {
  readonly id: string;
  readonly request: CheckoutRequest;
  readonly sessionUrl: string | null;
}

/** A posting's open line (a PENDING payment) and the checkout it belongs to. */
export interface OpenLine {
  readonly opportunityId: string;
  /** Null for lines opened before checkouts were kept (their session id is all there is). */
  readonly checkout: (CheckoutRow & { readonly expiresAt: Date; readonly createdAt: Date; readonly openLines: number }) | null;
  readonly sessionId: string | null;
}

type StoredRequest = Omit<CheckoutRequest, 'expiresAt'> & { expiresAt: string };
const requestOf = (stored: StoredRequest): CheckoutRequest => ({ ...stored, expiresAt: new Date(stored.expiresAt) });

/**
 * The organization's postings awaiting their fee, locked (in one order, so checkouts of overlapping
 * postings take turns without deadlocks): read inside the lock, what is due and what is open is
 * what the previous checkout left.
 */
export async function lockPostingsDue(em: EntityManager, organizationId: string): Promise<PostingDue[]> {
  const rows = await em.execute<{ id: string; job_title: string; fee_due: string }[]>(
    `select id, job_title, fee_due from opportunity
      where organization_id = ? and status = 'AWAITING_PAYMENT' and fee_due > 0 order by created_at, id for update`,
    [organizationId],
  );
  return rows.map((row) => ({ id: row.id, jobTitle: row.job_title, feeDue: Number(row.fee_due) }));
}

/** The open lines of these postings, with their checkouts. */
export async function openLinesOf(em: EntityManager, opportunityIds: readonly string[]): Promise<OpenLine[]> {
  if (!opportunityIds.length) return [];
  const rows = await em.execute<
    {
      opportunity_id: string;
      checkout_session_id: string | null;
      checkout_id: string | null;
      request: StoredRequest | null;
      session_id: string | null;
      session_url: string | null;
      expires_at: Date | null;
      created_at: Date | null;
      open_lines: string;
    }[]
  >(
    `select p.opportunity_id, p.checkout_session_id, p.checkout_id, c.request, c.session_id, c.session_url, c.expires_at, c.created_at,
            (select count(*) from payment q where q.checkout_id = p.checkout_id and q.status = 'PENDING') as open_lines
       from payment p left join payment_checkout c on c.id = p.checkout_id
      where p.opportunity_id in (?) and p.status = 'PENDING'`,
    [opportunityIds],
  );
  return rows.map((row) => ({
    opportunityId: row.opportunity_id,
    sessionId: row.session_id ?? row.checkout_session_id,
    checkout:
      row.checkout_id && row.request && row.expires_at && row.created_at
        ? {
            id: row.checkout_id,
            request: requestOf(row.request),
            sessionUrl: row.session_url,
            expiresAt: new Date(row.expires_at),
            createdAt: new Date(row.created_at),
            openLines: Number(row.open_lines),
          }
        : null,
  }));
}

/** Closes these checkouts' open lines (PENDING -> EXPIRED); a payment that still reaches them is refunded. */
export async function closeLines(em: EntityManager, lines: readonly OpenLine[]): Promise<void> {
  const checkoutIds = [...new Set(lines.flatMap((line) => (line.checkout ? [line.checkout.id] : [])))];
  const sessionIds = [...new Set(lines.flatMap((line) => (line.sessionId ? [line.sessionId] : [])))];
  if (!checkoutIds.length && !sessionIds.length) return;
  await em.execute(
    `update payment set status = 'EXPIRED'
      where status = 'PENDING' and (checkout_id in (?) or checkout_session_id in (?))`,
    [checkoutIds.length ? checkoutIds : [null], sessionIds.length ? sessionIds : [null]],
  );
}

/** A new checkout of `postings`, reserved before the provider is asked: its lines hold the postings. */
export async function insertCheckout(
  em: EntityManager,
  checkout: { id: string; organizationId: string; request: CheckoutRequest },
  postings: readonly PostingDue[],
): Promise<void> {
  await em.execute('insert into payment_checkout (id, organization_id, request, expires_at, created_at) values (?, ?, ?, ?, now())', [
    checkout.id,
    checkout.organizationId,
    JSON.stringify(checkout.request),
    checkout.request.expiresAt,
  ]);
  await em.execute(
    `insert into payment (id, organization_id, opportunity_id, checkout_id, amount, currency, created_at)
     select gen_random_uuid(), ?, posting.id, ?, posting.fee, ?, now()
       from jsonb_to_recordset(?::jsonb) as posting (id uuid, fee numeric)`,
    [checkout.organizationId, checkout.id, checkout.request.currency, JSON.stringify(postings.map((p) => ({ id: p.id, fee: p.feeDue })))],
  );
}

/** The provider's session for a checkout; false when its lines were closed meanwhile (replaced by a newer checkout). */
export async function recordCheckoutSession(em: EntityManager, checkoutId: string, session: CheckoutSession): Promise<boolean> {
  await em.execute('update payment_checkout set session_id = ?, session_url = ? where id = ?', [session.id, session.url, checkoutId]);
  const open = await em.execute(
    `update payment set checkout_session_id = ? where checkout_id = ? and status = 'PENDING' returning id`,
    [session.id, checkoutId],
  );
  return open.length > 0;
}

/** The provider refused to make the checkout: its lines let go of the postings. */
export async function releaseCheckout(em: EntityManager, checkoutId: string): Promise<void> {
  await em.execute(`update payment set status = 'EXPIRED' where checkout_id = ? and status = 'PENDING' and checkout_session_id is null`, [checkoutId]);
}
