import { RateLimit, type RateLimitStore } from '@koinonia/kit';

/** Limits that keep sign-in and e-mail requests from being abused, counted per e-mail address. */
export interface AuthLimits {
  /** Guessing passwords: failed log-ins per account. A successful log-in clears the count. */
  readonly loginFailures: RateLimit;
  /** Mail bombing: verification and reset e-mails requested per address. */
  readonly emailRequests: RateLimit;
}

export function createAuthLimits(store: RateLimitStore): AuthLimits {
  return {
    loginFailures: new RateLimit(store, {
      name: 'identity:login-failures',
      points: 10,
      windowSeconds: 15 * 60,
      message: 'Too many failed sign-in attempts for this account.',
    }),
    emailRequests: new RateLimit(store, {
      name: 'identity:email-requests',
      points: 5,
      windowSeconds: 60 * 60,
      message: 'Too many e-mails were requested for this address.',
    }),
  };
}
