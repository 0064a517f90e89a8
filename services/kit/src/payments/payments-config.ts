import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { ConfigError, configVars, loadConfig } from '../config.ts';

const optionalText = () =>
  z
    .string()
    .optional()
    .transform((v) => v || undefined);

/** The payment variables, declared once; a selling service's config.ts reads them with `loadPaymentsConfig`. */
export const paymentsConfigVars = {
  STRIPE_SECRET_KEY: optionalText().describe('Stripe secret key; unset: the local test checkout page'),
  STRIPE_WEBHOOK_SECRET: optionalText().describe("the signing secret of Stripe's webhook endpoint (whsec_...), with STRIPE_SECRET_KEY"),
  STRIPE_API_BASE: configVars.optionalUrl().describe("Stripe's API address (unset: api.stripe.com); tests point it at a local server"),
  PAYMENTS_PUBLIC_URL: configVars
    .optionalUrl()
    .describe("the selling service's own public address, where the local checkout page is served (unset: http://localhost:<port>)"),
  WEB_URL: configVars.url().default('http://localhost:3000').describe('public URL of the web app: the only place a checkout returns the browser to'),
  PAYMENTS_CURRENCY: z.string().regex(/^[a-z]{3}$/, 'must be a 3-letter ISO currency code in lower case').default('usd').describe('currency of prices'),
};

export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** host/port/protocol for the SDK when STRIPE_API_BASE is set. */
  readonly api: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' } | undefined;
}

interface CommonSettings {
  readonly currency: string;
  /** WEB_URL's origin: checkouts and onboarding send the browser back to its pages only. */
  readonly returnOrigin: string;
}

export type PaymentsConfig =
  | (CommonSettings & { readonly adapter: 'stripe'; readonly stripe: StripeSettings })
  | (CommonSettings & { readonly adapter: 'local'; readonly publicUrl: string; readonly webhookSecret: string });

const trimSlash = (url: string): string => url.replace(/\/+$/, '');

function apiBase(url: string | undefined): StripeSettings['api'] {
  if (!url) return undefined;
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: Number(parsed.port || (protocol === 'http' ? 80 : 443)), protocol };
}

/**
 * Reads the payment variables. Without STRIPE_SECRET_KEY the local adapter is used; its webhooks
 * are signed with a secret derived from INTERNAL_SECRET, so nothing outside the platform can forge one.
 */
export function loadPaymentsConfig(
  base: { readonly port: number; readonly internalSecret: string },
  env: Readonly<Record<string, string | undefined>> = process.env,
): PaymentsConfig {
  const v = loadConfig(paymentsConfigVars, env);
  const common = { currency: v.PAYMENTS_CURRENCY, returnOrigin: new URL(v.WEB_URL).origin };
  if (!v.STRIPE_SECRET_KEY) {
    return {
      adapter: 'local',
      ...common,
      publicUrl: trimSlash(v.PAYMENTS_PUBLIC_URL ?? `http://localhost:${base.port}`),
      webhookSecret: `whsec_local_${createHmac('sha256', base.internalSecret).update('koinonia-local-payments').digest('hex')}`,
    };
  }
  if (!v.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  }
  return {
    adapter: 'stripe',
    ...common,
    stripe: { secretKey: v.STRIPE_SECRET_KEY, webhookSecret: v.STRIPE_WEBHOOK_SECRET, api: apiBase(v.STRIPE_API_BASE) },
  };
}

/** One line for `npm start`'s banner: which adapter takes payments, and where. */
export function describePayments(config: PaymentsConfig): string {
  if (config.adapter === 'local') return `local test checkout page at ${config.publicUrl}/payments/checkout (no STRIPE_SECRET_KEY)`;
  const api = config.stripe.api;
  return `Stripe${api ? ` at ${api.protocol}://${api.host}:${api.port}` : ''}`;
}
