import { conflict, DomainError, notFound } from '@koinonia/kit';
import type { PromoCodeError } from '../promo-codes/promo-codes.errors.ts';
import type { OpportunityStatus } from './opportunity.entity.ts';

// The opportunities feature's expected failures: what the client is told, with the field it concerns.

export const opportunityNotFound = (): DomainError => notFound('Opportunity');

/** A transition the opportunity's state does not allow (README "Opportunity states"). */
export const notAllowedWhile = (status: OpportunityStatus, what: string): DomainError =>
  conflict(`This opportunity is ${status.toLowerCase().replace('_', ' ')}: it cannot ${what}`, [
    { path: 'status', message: `cannot ${what} while ${status}` },
  ]);

/** A refused promo code keeps its reason, on this operation's argument (`promoCode`). */
export class PostingPromoError extends DomainError {
  readonly reason: string;

  constructor(error: PromoCodeError) {
    super(error.code, error.message, [{ path: 'promoCode', message: error.message }]);
    this.reason = error.reason;
  }
}
