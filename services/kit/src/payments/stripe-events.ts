import Stripe from 'stripe';
import { WebhookSignatureError, type PaymentEvent } from './payment-gateway.ts';

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const metadataOf = (metadata: Stripe.Metadata | null | undefined): Record<string, string> => ({ ...(metadata ?? {}) });

/** Reduces a Stripe event to what services act on; types they do not use are `ignored`. */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    // A delayed payment method (a bank debit) completes the session unpaid; its money arrives with
    // `async_payment_succeeded`, which settles it the same way.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status === 'unpaid') return { kind: 'ignored', eventId: event.id, type: event.type };
      return {
        kind: 'checkout.completed',
        eventId: event.id,
        sessionId: session.id,
        mode: session.mode === 'setup' ? 'setup' : 'payment',
        paymentIntentId: idOf(session.payment_intent),
        customerId: idOf(session.customer),
        metadata: metadataOf(session.metadata),
      };
    }
    case 'checkout.session.expired':
      return { kind: 'checkout.expired', eventId: event.id, sessionId: event.data.object.id, metadata: metadataOf(event.data.object.metadata) };
    case 'charge.refunded': {
      // Only a charge refunded in full: a partial refund (one line of a checkout) says nothing of the others.
      const paymentIntentId = idOf(event.data.object.payment_intent);
      return paymentIntentId && event.data.object.refunded
        ? { kind: 'charge.refunded', eventId: event.id, paymentIntentId }
        : { kind: 'ignored', eventId: event.id, type: event.type };
    }
    case 'account.updated':
      return { kind: 'account.updated', eventId: event.id, accountId: event.data.object.id, chargesEnabled: event.data.object.charges_enabled };
    default:
      return { kind: 'ignored', eventId: event.id, type: event.type };
  }
}

/**
 * Verifies Stripe's `Stripe-Signature` header (HMAC-SHA256 of the timestamp and raw body, within 5
 * minutes) with the SDK and reads the event. The local adapter signs its events the same way.
 */
export function verifyStripeEvent(rawBody: string, signature: string | undefined, secret: string): PaymentEvent {
  if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'invalid signature');
  }
  return toPaymentEvent(event);
}
