import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { readBody } from '../http.ts';

/**
 * A local server that speaks the part of Stripe's API the payment port uses (form-encoded bodies in,
 * Stripe's JSON shapes out), so tests run the real SDK against it. It checks what the SDK sends
 * (the API key, required parameters) and records every request for assertions.
 */
export interface StripeRequestRecord {
  readonly method: string;
  readonly path: string;
  readonly params: Record<string, unknown>;
  readonly idempotencyKey: string | undefined;
}

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripe {
  /** `STRIPE_API_BASE` for the service under test. */
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** The env a selling service needs to use this server. */
  readonly env: Record<string, string>;
  readonly requests: StripeRequestRecord[];
  readonly objects: Map<string, StripeObject>;
  /** The next request to `path` fails with Stripe's error shape and this HTTP status. */
  failNext(path: string, status: number, message: string): void;
  /** Pays a checkout session as the buyer would on Stripe's page; returns the event Stripe sends. */
  completeSession(sessionId: string): Stripe.Event;
  /** The `checkout.session.expired` event of a session left unpaid. */
  expireSession(sessionId: string): Stripe.Event;
  /** A Stripe event of any type about `object` (e.g. `account.updated`). */
  event(type: string, object: Record<string, unknown>): Stripe.Event;
  /** The raw body and a real `Stripe-Signature` for it (`generateTestHeaderString`), or one signed with another secret. */
  sign(event: Stripe.Event, secret?: string): { rawBody: string; signature: string };
  close(): Promise<void>;
}

/** A raw webhook body and a real `Stripe-Signature` for it, made by the SDK's own test signer. */
export function signWebhook(event: object, secret: string): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify(event);
  return { rawBody, signature: Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret }) };
}

const newId = (prefix: string): string => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=x`) back into objects; numeric keys make arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    return entries.length && entries.every(([k]) => /^\d+$/.test(k)) ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

class StripeApiError extends Error {
  readonly status: number;
  readonly param: string | undefined;

  constructor(status: number, message: string, param?: string) {
    super(message);
    this.status = status;
    this.param = param;
  }
}

const at = (params: Record<string, unknown>, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], params);

function requireParams(params: Record<string, unknown>, ...paths: string[]): void {
  for (const path of paths) {
    const value = at(params, path);
    if (value === undefined || value === '') throw new StripeApiError(400, `Missing required param: ${path}.`, path);
  }
}

function checkLineItems(params: Record<string, unknown>): number {
  const items = params['line_items'];
  if (!Array.isArray(items) || items.length === 0) throw new StripeApiError(400, 'Missing required param: line_items.', 'line_items');
  return items.reduce<number>((total, item: Record<string, unknown>, i) => {
    requireParams(item, 'quantity', 'price_data.currency', 'price_data.unit_amount', 'price_data.product_data.name');
    const amount = Number(at(item, 'price_data.unit_amount'));
    if (!Number.isInteger(amount) || amount < 0) throw new StripeApiError(400, 'Invalid integer', `line_items[${i}][price_data][unit_amount]`);
    return total + amount * Number(item['quantity']);
  }, 0);
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const requests: StripeRequestRecord[] = [];
  const objects = new Map<string, StripeObject>();
  const failures = new Map<string, { status: number; message: string }>();
  // As Stripe does: a POST repeated with the same Idempotency-Key gets the first answer.
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const store = (object: StripeObject): StripeObject => (objects.set(object.id, object), object);
  const publicSession = (session: StripeObject): StripeObject => {
    const { params: _params, ...rest } = session;
    return rest;
  };
  const find = (id: string, type: string): StripeObject => {
    const object = objects.get(id);
    if (!object || object['object'] !== type) throw new StripeApiError(404, `No such ${type}: '${id}'`, 'id');
    return object;
  };

  const routes: [method: string, pattern: RegExp, handle: (params: Record<string, unknown>, id: string) => StripeObject][] = [
    ['POST', /^\/v1\/customers$/, (params) => store({ id: newId('cus'), object: 'customer', name: params['name'] ?? null, email: params['email'] ?? null, metadata: params['metadata'] ?? {} })],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (params) => {
        requireParams(params, 'mode', 'success_url');
        if (params['mode'] !== 'payment' && params['mode'] !== 'setup') throw new StripeApiError(400, 'Invalid mode', 'mode');
        if (params['mode'] === 'setup') requireParams(params, 'currency');
        const amountTotal = params['mode'] === 'payment' ? checkLineItems(params) : 0;
        if (typeof params['customer'] === 'string') find(params['customer'], 'customer');
        const id = newId('cs');
        return store({
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          mode: params['mode'],
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amountTotal,
          currency: params['currency'] ?? at(params, 'line_items.0.price_data.currency') ?? null,
          customer: params['customer'] ?? null,
          payment_intent: null,
          metadata: params['metadata'] ?? {},
          success_url: params['success_url'],
          cancel_url: params['cancel_url'] ?? null,
          params,
        });
      },
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_params, id) => publicSession(find(id, 'checkout.session'))],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      (_params, id) => {
        const session = find(id, 'checkout.session');
        if (session['status'] !== 'open') throw new StripeApiError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`, 'session');
        session['status'] = 'expired';
        return publicSession(session);
      },
    ],
    [
      'GET',
      /^\/v1\/payment_intents\/([^/]+)$/,
      (params, id) => {
        const intent = find(id, 'payment_intent');
        const expand = (params['expand'] as string[] | undefined) ?? [];
        return expand.includes('latest_charge') ? { ...intent, latest_charge: find(String(intent['latest_charge']), 'charge') } : intent;
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (params) => {
        requireParams(params, 'payment_intent');
        const intent = find(String(params['payment_intent']), 'payment_intent');
        const charge = find(String(intent['latest_charge']), 'charge');
        if (charge['refunded']) throw new StripeApiError(400, `Charge ${charge.id} has already been refunded.`, 'charge');
        // As Stripe: a refund of part of the charge (`amount`, in cents), the charge refunded once nothing is left.
        const left = Number(intent['amount']) - Number(charge['amount_refunded'] ?? 0);
        const amount = params['amount'] === undefined ? left : Number(params['amount']);
        if (!Number.isInteger(amount) || amount <= 0 || amount > left) throw new StripeApiError(400, `Refund amount ${amount} is greater than what is left (${left}).`, 'amount');
        charge['amount_refunded'] = Number(charge['amount_refunded'] ?? 0) + amount;
        charge['refunded'] = amount === left;
        return store({ id: newId('re'), object: 'refund', status: 'succeeded', payment_intent: intent.id, charge: charge.id, amount });
      },
    ],
    ['POST', /^\/v1\/accounts$/, (params) => store({ id: newId('acct'), object: 'account', type: params['type'] ?? null, charges_enabled: false, metadata: params['metadata'] ?? {} })],
    [
      'POST',
      /^\/v1\/account_links$/,
      (params) => {
        requireParams(params, 'account', 'type', 'refresh_url', 'return_url');
        find(String(params['account']), 'account');
        return { id: newId('link'), object: 'account_link', url: `https://connect.stripe.com/setup/e/${String(params['account'])}`, expires_at: Math.floor(Date.now() / 1000) + 300 };
      },
    ],
  ];

  const respond = (res: ServerResponse, status: number, body: unknown, idempotencyKey?: string) => {
    if (idempotencyKey) idempotent.set(idempotencyKey, { status, body });
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const body = await readBody(req);
    const params = parseStripeForm(req.method === 'GET' ? url.search.slice(1) : body);
    const header = req.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey: key });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return respond(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    const earlier = key ? idempotent.get(`${url.pathname} ${key}`) : undefined;
    if (earlier) return respond(res, earlier.status, earlier.body);
    const remembered = req.method === 'POST' && key ? `${url.pathname} ${key}` : undefined;
    const failure = failures.get(url.pathname);
    if (failure) {
      failures.delete(url.pathname);
      return respond(res, failure.status, { error: { type: failure.status >= 500 ? 'api_error' : 'invalid_request_error', message: failure.message } });
    }
    for (const [method, pattern, route] of routes) {
      const match = req.method === method ? pattern.exec(url.pathname) : null;
      if (!match) continue;
      try {
        return respond(res, 200, route(params, decodeURIComponent(match[1] ?? '')), remembered);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        const body = { error: { type: 'invalid_request_error', message: error.message, ...(error.param ? { param: error.param } : {}) } };
        return respond(res, error.status, body, remembered);
      }
    }
    respond(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method} ${url.pathname})` } });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => respond(res, 500, { error: { type: 'api_error', message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const event = (type: string, object: Record<string, unknown>): Stripe.Event =>
    ({ id: newId('evt'), object: 'event', type, api_version: null, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } }) as unknown as Stripe.Event;

  return {
    url,
    secretKey,
    webhookSecret,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: url },
    requests,
    objects,
    failNext: (path, status, message) => void failures.set(path, { status, message }),
    completeSession: (sessionId) => {
      const session = find(sessionId, 'checkout.session');
      if (session['status'] !== 'open') throw new Error(`checkout session ${sessionId} is ${String(session['status'])}: it cannot be paid`);
      const customer = (session['customer'] as string | null) ?? store({ id: newId('cus'), object: 'customer' }).id;
      let paymentIntent: string | null = null;
      if (session['mode'] === 'payment') {
        const charge = store({ id: newId('ch'), object: 'charge', refunded: false, receipt_url: `https://pay.stripe.com/receipts/${newId('rcpt')}` });
        paymentIntent = store({ id: newId('pi'), object: 'payment_intent', amount: session['amount_total'], status: 'succeeded', latest_charge: charge.id }).id;
        charge['payment_intent'] = paymentIntent;
      }
      Object.assign(session, { status: 'complete', payment_status: session['mode'] === 'payment' ? 'paid' : 'no_payment_required', customer, payment_intent: paymentIntent });
      return event('checkout.session.completed', publicSession(session));
    },
    expireSession: (sessionId) => {
      const session = find(sessionId, 'checkout.session');
      session['status'] = 'expired';
      return event('checkout.session.expired', publicSession(session));
    },
    event,
    sign: (stripeEvent, secret = webhookSecret) => signWebhook(stripeEvent, secret),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
