/**
 * The payment port: what a service that sells asks of the payment provider. Amounts are in major
 * units (dollars) with 2 decimals; adapters convert to the provider's minor units.
 */
export interface CheckoutLineItem {
  readonly name: string;
  readonly amount: number;
  readonly quantity: number;
}

export interface CheckoutRequest {
  /** `payment` charges the line items; `setup` only saves a card for later (no line items). */
  readonly mode: 'payment' | 'setup';
  readonly currency: string;
  readonly lineItems: readonly CheckoutLineItem[];
  /** Comes back on the webhook's session: how the service finds what was bought. */
  readonly metadata: Readonly<Record<string, string>>;
  readonly successUrl: string;
  readonly cancelUrl: string;
  /** The provider's customer paying (from `createCustomer`); null for a guest. */
  readonly customerId: string | null;
  /** Keep the card on the customer for later off-session charges (`setup_future_usage`). */
  readonly saveCard: boolean;
  /** A Connect account the money goes to (a group selling tickets); null: the platform keeps it. */
  readonly destinationAccountId?: string | null;
  /** When the provider stops taking payment on it (Stripe: 30 minutes to 24 hours ahead). */
  readonly expiresAt: Date;
}

export interface CheckoutSession {
  readonly id: string;
  /** Where to send the buyer's browser. */
  readonly url: string;
}

/** A provider event, verified and reduced to what services act on. */
export type PaymentEvent =
  | {
      readonly kind: 'checkout.completed';
      readonly eventId: string;
      readonly sessionId: string;
      readonly mode: 'payment' | 'setup';
      readonly paymentIntentId: string | null;
      readonly customerId: string | null;
      readonly metadata: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'checkout.expired'; readonly eventId: string; readonly sessionId: string; readonly metadata: Readonly<Record<string, string>> }
  | { readonly kind: 'charge.refunded'; readonly eventId: string; readonly paymentIntentId: string }
  | { readonly kind: 'account.updated'; readonly eventId: string; readonly accountId: string; readonly chargesEnabled: boolean }
  | { readonly kind: 'ignored'; readonly eventId: string; readonly type: string };

/** A webhook whose signature does not verify (forged, altered, or too old): answered 400. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
}

/** The provider could not do what was asked (refused, unreachable): the service shows the spec's message. */
export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError';
}

export interface PaymentGateway {
  /** Which adapter this is (the banner says it with `describePayments`). */
  readonly name: 'stripe' | 'local';
  createCustomer(args: { name: string; email: string | null; metadata: Readonly<Record<string, string>> }): Promise<string>;
  /**
   * A hosted checkout. Its success and cancel URLs must be pages of the web app (`createPayments`
   * refuses others). The same idempotency key (with the same request) gives the same session, so
   * requests racing for one purchase share it.
   */
  createCheckoutSession(request: CheckoutRequest, idempotencyKey: string): Promise<CheckoutSession>;
  /** Closes an open session: nobody can pay it any more. A session already closed is no error. */
  expireCheckoutSession(sessionId: string): Promise<void>;
  /** The receipt of a paid payment intent (its latest charge's). */
  receiptUrl(paymentIntentId: string): Promise<string | null>;
  /**
   * Refunds `amount` of a payment intent (one line of a checkout that paid for several), or all of
   * it without an amount; the key makes a retried refund the same refund.
   */
  refund(paymentIntentId: string, idempotencyKey: string, amount?: number): Promise<{ refundId: string }>;
  createConnectedAccount(args: { email: string | null; metadata: Readonly<Record<string, string>> }): Promise<string>;
  /** The Connect onboarding URL for an account. */
  onboardingLink(args: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  /** Verifies the signature of a webhook's raw body and reads its event. Throws `WebhookSignatureError`. */
  parseWebhook(rawBody: string, signature: string | undefined): PaymentEvent;
}

/** Amounts in cents, as Stripe counts them. */
export const toMinorUnits = (amount: number): number => Math.round(amount * 100);
