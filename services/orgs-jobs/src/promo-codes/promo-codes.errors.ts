import { DomainError, forbidden, type ErrorCode } from '@koinonia/kit';

/** Why a promo code was refused: stable, in `extensions.reason` (kit's `extensions.code` carries the category). */
export const PromoCodeRefusal = {
  PROMO_CODE_NOT_FOUND: 'PROMO_CODE_NOT_FOUND',
  PROMO_CODE_EXPIRED: 'PROMO_CODE_EXPIRED',
  PROMO_CODE_USED_UP: 'PROMO_CODE_USED_UP',
} as const;
export type PromoCodeRefusal = (typeof PromoCodeRefusal)[keyof typeof PromoCodeRefusal];

const refusals: Record<PromoCodeRefusal, { code: ErrorCode; message: string }> = {
  PROMO_CODE_NOT_FOUND: { code: 'NOT_FOUND', message: 'This promo code does not exist' },
  PROMO_CODE_EXPIRED: { code: 'BAD_USER_INPUT', message: 'This promo code has expired' },
  PROMO_CODE_USED_UP: { code: 'BAD_USER_INPUT', message: 'This promo code has been used up' },
};

/** A refused promo code, on the field `code` so a form can show it there. */
export class PromoCodeError extends DomainError {
  readonly reason: PromoCodeRefusal;

  constructor(reason: PromoCodeRefusal) {
    const { code, message } = refusals[reason];
    super(code, message, [{ path: 'code', message }]);
    this.reason = reason;
  }
}

export const promoCodeTaken = (): DomainError =>
  new DomainError('CONFLICT', 'This promo code already exists', [{ path: 'code', message: 'already exists' }]);

export const notPromoCodeManager = (): DomainError => forbidden('Only a platform admin can manage promo codes for job postings');
