import type { ServiceDeps } from '@koinonia/kit';
import { createPayments, type Payments } from '@koinonia/kit/payments';
import type { OrgsJobsConfig } from '../config.ts';
import { paymentWebhookHandler } from './payment-webhook.ts';
import { createPaymentRefunder } from './payment-refunder.ts';
import type { PaymentDeps } from './payment-method.use-case.ts';

// One port per running service: its resolvers and its routes share it.
const started = new WeakMap<object, Payments>();

function paymentsOf(deps: ServiceDeps<OrgsJobsConfig>): Payments {
  let payments = started.get(deps.orm);
  if (!payments) {
    payments = createPayments(deps.config.payments, deps.orm);
    started.set(deps.orm, payments);
  }
  return payments;
}

export const paymentDeps = (deps: ServiceDeps<OrgsJobsConfig>): PaymentDeps => ({
  gateway: paymentsOf(deps).gateway,
  currency: deps.config.payments.currency,
  returnOrigin: deps.config.payments.returnOrigin,
  logger: deps.logger,
});

/** Refunds what the webhook marked REFUNDING and could not refund at once. */
export const paymentRefunder = (deps: ServiceDeps<OrgsJobsConfig>) => createPaymentRefunder({ orm: deps.orm, gateway: paymentsOf(deps).gateway, logger: deps.logger });

/** The webhook route and, with the local adapter, the local checkout, onboarding and receipt pages. */
export function paymentRoutes(deps: ServiceDeps<OrgsJobsConfig>) {
  const payments = paymentsOf(deps);
  return payments.routes(paymentWebhookHandler(deps.orm, payments.gateway, deps.logger));
}
