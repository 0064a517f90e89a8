import { DomainError, forbidden, notFound } from '@koinonia/kit';

/** The spec's message when the provider refuses or cannot be reached. */
export const PAYMENT_FAILED = 'Payment method could not be added. Please contact support for more information.';

/**
 * The provider failed (kit has no "unavailable" code): CONFLICT with `extensions.reason`
 * PAYMENT_PROVIDER_FAILED; the provider's own message is logged, never shown.
 */
export class PaymentFailedError extends DomainError {
  readonly reason = 'PAYMENT_PROVIDER_FAILED';

  constructor() {
    super('CONFLICT', PAYMENT_FAILED);
  }
}

export const notGroupAdmin = (): DomainError => forbidden('Only an admin of this group can do this');
export const paymentNotFound = (): DomainError => notFound('Payment');
export const notRefundable = (): DomainError => new DomainError('CONFLICT', 'Only a paid payment can be refunded');
export const checkoutReplaced = (): DomainError =>
  new DomainError('CONFLICT', 'This checkout was replaced by a newer one while it was being made. Please try again.');
