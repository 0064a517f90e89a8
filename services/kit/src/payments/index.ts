import type { MikroORM } from '@mikro-orm/postgresql';
import { readBody, sendJson } from '../http.ts';
import type { RouteHandler } from '../server.ts';
import { createLocalGateway } from './local-gateway.ts';
import { localPaymentRoutes, type WebhookDelivery } from './local-pages.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import type { PaymentsConfig } from './payments-config.ts';
import { withReturnUrlsOf } from './return-urls.ts';
import { createStripeGateway } from './stripe-gateway.ts';

export {
  PaymentProviderError,
  WebhookSignatureError,
  toMinorUnits,
  type CheckoutLineItem,
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentEvent,
  type PaymentGateway,
} from './payment-gateway.ts';
export { describePayments, loadPaymentsConfig, paymentsConfigVars, type PaymentsConfig, type StripeSettings } from './payments-config.ts';
export { paymentsMigrations } from './migration.ts';
export { LOCAL_PAYMENT_PATHS } from './local-gateway.ts';
export type { WebhookDelivery } from './local-pages.ts';
export { isReturnUrl, requireReturnUrl, ReturnUrlError } from './return-urls.ts';

/** Where Stripe (and the local checkout page) deliver webhooks, on the selling service. */
export const PAYMENT_WEBHOOK_PATH = '/payments/webhook';

export interface Payments {
  readonly gateway: PaymentGateway;
  /**
   * The service's payment routes: the webhook (POST, raw body, `Stripe-Signature`) and, with the
   * local adapter, its pages, which deliver through the same `handle`.
   */
  routes(handle: WebhookDelivery): Record<string, RouteHandler>;
}

/** The payment port for a service, with the adapter its configuration chooses. */
export function createPayments(config: PaymentsConfig, orm: MikroORM): Payments {
  const gateway = withReturnUrlsOf(
    config.returnOrigin,
    config.adapter === 'stripe' ? createStripeGateway(config.stripe, config.currency) : createLocalGateway(orm, config),
  );
  return {
    gateway,
    routes: (handle) => {
      const webhook: RouteHandler = async (req, res) => {
        if (req.method !== 'POST') return sendJson(res, 405, { error: 'method not allowed' });
        // The signature covers the exact bytes: the body is verified as received, never re-serialized.
        const header = req.headers['stripe-signature'];
        const status = await handle(await readBody(req), (Array.isArray(header) ? header[0] : header) ?? '');
        sendJson(res, status, { received: status < 300 });
      };
      return {
        [PAYMENT_WEBHOOK_PATH]: webhook,
        ...(config.adapter === 'local' ? localPaymentRoutes(orm, config, handle) : {}),
      };
    },
  };
}
