import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MikroORM } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { readBody } from '../http.ts';
import type { RouteHandler } from '../server.ts';
import { LOCAL_PAYMENT_PATHS, localId, type LocalOnboardingRequest, type LocalSettings } from './local-gateway.ts';
import { isReturnUrl } from './return-urls.ts';
import type { CheckoutRequest } from './payment-gateway.ts';

/** Hands a signed webhook to the service's handler, exactly as an HTTP delivery would; answers its status. */
export type WebhookDelivery = (rawBody: string, signature: string) => Promise<number>;

interface SessionRow {
  readonly id: string;
  readonly kind: 'checkout' | 'onboarding';
  readonly status: 'OPEN' | 'COMPLETE' | 'EXPIRED';
  readonly request: unknown;
  readonly payment_intent_id: string | null;
  readonly expires_at: Date | null;
  readonly completed_at: Date | null;
}

const isPastExpiry = (session: SessionRow): boolean => session.expires_at !== null && new Date(session.expires_at) <= new Date();

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const money = (amount: number, currency: string): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount);

function page(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // No form-action: browsers apply it to the redirect after Pay, which goes back to the web app.
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  res.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | Koinonia test payments</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.25rem 0}td:last-child,th:last-child{text-align:right}
button{font:inherit;padding:.5rem 1.25rem;margin-right:.75rem;border-radius:.25rem;border:1px solid #1c5d99;cursor:pointer}
button[value=pay],button[value=finish]{background:#1c5d99;color:#fff}button:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
.note{color:#495057}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`);
}

const choiceForm = (action: string, sessionId: string, buttons: readonly [value: string, label: string][]): string =>
  `<form method="post" action="${action}"><input type="hidden" name="session" value="${escapeHtml(sessionId)}">
${buttons.map(([value, label], i) => `<button type="submit" name="action" value="${value}"${i === 0 ? ' autofocus' : ''}>${label}</button>`).join('')}</form>`;

function itemsTable(request: CheckoutRequest): string {
  const total = request.lineItems.reduce((sum, item) => sum + item.amount * item.quantity, 0);
  const rows = request.lineItems
    .map((item) => `<tr><td>${escapeHtml(item.name)}${item.quantity > 1 ? ` × ${item.quantity}` : ''}</td><td>${money(item.amount * item.quantity, request.currency)}</td></tr>`)
    .join('');
  return `<table><caption class="note">What you pay for</caption><thead><tr><th scope="col">Item</th><th scope="col">Amount</th></tr></thead>
<tbody>${rows}</tbody><tfoot><tr><th scope="row">Total</th><td>${money(total, request.currency)}</td></tr></tfoot></table>`;
}

/** The event Stripe would send, signed with the local secret by the SDK's own signer. */
function signedEvent(type: string, object: Record<string, unknown>, secret: string): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify({ id: localId('evt'), object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } });
  return { rawBody, signature: Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret }) };
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req, 10_000));
}

/**
 * The local adapter's pages, served by the selling service: checkout (Pay / Cancel), Connect
 * onboarding (Finish / Cancel) and the receipt. Plain HTML forms, so they work with the keyboard
 * alone and without JavaScript.
 */
export function localPaymentRoutes(orm: MikroORM, settings: LocalSettings, deliver: WebhookDelivery): Record<string, RouteHandler> {
  const find = async (id: string | null, kind: SessionRow['kind']): Promise<SessionRow | null> => {
    if (!id) return null;
    const rows = await orm.em.fork().execute<SessionRow[]>('select * from payment_local_session where id = ? and kind = ?', [id, kind]);
    return rows[0] ?? null;
  };
  /** Moves an OPEN session on; null when someone (another tab) already did. */
  const close = async (id: string, status: 'COMPLETE' | 'EXPIRED', paymentIntentId: string | null): Promise<SessionRow | null> => {
    const rows = await orm.em.fork().execute<SessionRow[]>(
      `update payment_local_session set status = ?, payment_intent_id = ?, completed_at = now() where id = ? and status = 'OPEN' returning *`,
      [status, paymentIntentId, id],
    );
    return rows[0] ?? null;
  };
  const reopen = (id: string) =>
    orm.em.fork().execute(`update payment_local_session set status = 'OPEN', payment_intent_id = null, completed_at = null where id = ?`, [id]);
  /** Delivers the event; if the service refused it, the session is open again so the buyer can retry. */
  const send = async (res: ServerResponse, session: SessionRow, event: { rawBody: string; signature: string }, next: string) => {
    const status = await deliver(event.rawBody, event.signature);
    if (status >= 300) {
      await reopen(session.id);
      return page(res, 502, 'Something went wrong', '<p>The payment could not be recorded. Please try again.</p>');
    }
    res.writeHead(303, { location: next }).end();
  };
  const query = (req: IncomingMessage, name: string) => new URL(req.url ?? '/', 'http://local').searchParams.get(name);
  // Checked again here (the service checked them when it made the session): a session whose return
  // address is outside the web app is refused before any money moves.
  const returnsHome = (...urls: string[]): boolean => urls.every((url) => isReturnUrl(url, settings.returnOrigin));
  const foreignReturn = (res: ServerResponse) =>
    page(res, 400, 'Checkout refused', '<p>This checkout would return you to a site outside Koinonia, so it cannot be used.</p>');
  const expired = (res: ServerResponse) => page(res, 410, 'Checkout expired', '<p>This checkout has expired. Please start again.</p>');

  const checkout: RouteHandler = async (req, res) => {
    if (req.method === 'GET') {
      const session = await find(query(req, 'session'), 'checkout');
      if (!session) return page(res, 404, 'Checkout not found', '<p>This checkout does not exist.</p>');
      if (session.status !== 'OPEN') return page(res, 410, 'Checkout closed', `<p>This checkout was ${session.status === 'COMPLETE' ? 'paid' : 'cancelled'}.</p>`);
      if (isPastExpiry(session)) return expired(res);
      const request = session.request as CheckoutRequest;
      if (!returnsHome(request.successUrl, request.cancelUrl)) return foreignReturn(res);
      const what = request.mode === 'setup' ? '<p>Save a test card for later payments. No money moves.</p>' : itemsTable(request);
      return page(res, 200, 'Test checkout', `<p class="note">Local test payments: no card is charged.</p>${what}
${choiceForm(LOCAL_PAYMENT_PATHS.checkout, session.id, [['pay', request.mode === 'setup' ? 'Save card' : 'Pay'], ['cancel', 'Cancel']])}`);
    }
    if (req.method !== 'POST') return page(res, 405, 'Not allowed', '<p>Use the checkout page.</p>');
    const form = await formOf(req);
    const id = form.get('session') ?? '';
    const pay = form.get('action') === 'pay';
    const existing = await find(id, 'checkout');
    if (!existing) return page(res, 404, 'Checkout not found', '<p>This checkout does not exist.</p>');
    const request = existing.request as CheckoutRequest;
    if (!returnsHome(request.successUrl, request.cancelUrl)) return foreignReturn(res);
    if (pay && existing.status === 'OPEN' && isPastExpiry(existing)) return expired(res);
    const paymentIntentId = pay && request.mode === 'payment' ? localId('pi') : null;
    const session = await close(id, pay ? 'COMPLETE' : 'EXPIRED', paymentIntentId);
    if (!session) return page(res, 409, 'Checkout closed', '<p>This checkout was already paid or cancelled.</p>');
    const object = {
      id,
      object: 'checkout.session',
      mode: request.mode,
      status: pay ? 'complete' : 'expired',
      payment_status: pay ? (request.mode === 'setup' ? 'no_payment_required' : 'paid') : 'unpaid',
      payment_intent: paymentIntentId,
      customer: request.customerId,
      metadata: request.metadata,
    };
    const event = signedEvent(pay ? 'checkout.session.completed' : 'checkout.session.expired', object, settings.webhookSecret);
    const next = (pay ? request.successUrl : request.cancelUrl).replace('{CHECKOUT_SESSION_ID}', id);
    return send(res, session, event, next);
  };

  const connect: RouteHandler = async (req, res) => {
    if (req.method === 'GET') {
      const session = await find(query(req, 'session'), 'onboarding');
      if (!session || session.status !== 'OPEN') return page(res, 404, 'Onboarding not found', '<p>This onboarding link is not valid any more.</p>');
      return page(res, 200, 'Test payouts onboarding', `<p class="note">Local test payments: finishing marks the account ready to receive payments.</p>
${choiceForm(LOCAL_PAYMENT_PATHS.connect, session.id, [['finish', 'Finish onboarding'], ['cancel', 'Cancel']])}`);
    }
    if (req.method !== 'POST') return page(res, 405, 'Not allowed', '<p>Use the onboarding page.</p>');
    const form = await formOf(req);
    const finish = form.get('action') === 'finish';
    const existing = await find(form.get('session'), 'onboarding');
    const asked = existing?.request as LocalOnboardingRequest | undefined;
    if (asked && !returnsHome(asked.refreshUrl, asked.returnUrl)) return foreignReturn(res);
    const session = await close(form.get('session') ?? '', finish ? 'COMPLETE' : 'EXPIRED', null);
    if (!session) return page(res, 404, 'Onboarding not found', '<p>This onboarding link is not valid any more.</p>');
    const request = session.request as LocalOnboardingRequest;
    if (!finish) return void res.writeHead(303, { location: request.refreshUrl }).end();
    const event = signedEvent('account.updated', { id: request.accountId, object: 'account', charges_enabled: true }, settings.webhookSecret);
    return send(res, session, event, request.returnUrl);
  };

  const receipt: RouteHandler = async (req, res) => {
    const rows = await orm.em.fork().execute<(SessionRow & { refunded: string })[]>(
      `select s.*, (select coalesce(sum(amount), 0) from payment_local_refund r where r.payment_intent_id = s.payment_intent_id) as refunded
         from payment_local_session s where s.payment_intent_id = ? and s.status = 'COMPLETE'`,
      [query(req, 'payment_intent') ?? ''],
    );
    const session = rows[0];
    if (!session) return page(res, 404, 'Receipt not found', '<p>This receipt does not exist.</p>');
    const request = session.request as CheckoutRequest;
    const paidAt = session.completed_at ? new Date(session.completed_at).toISOString().slice(0, 10) : '';
    const refunded = Number(session.refunded) > 0 ? ` (refunded ${money(Number(session.refunded), request.currency)})` : '';
    return page(res, 200, 'Receipt', `<p>Paid on ${paidAt}${refunded}.</p>${itemsTable(request)}`);
  };

  return { [LOCAL_PAYMENT_PATHS.checkout]: checkout, [LOCAL_PAYMENT_PATHS.connect]: connect, [LOCAL_PAYMENT_PATHS.receipt]: receipt };
}
