import { badInput } from '../errors.ts';
import type { PaymentGateway } from './payment-gateway.ts';

/**
 * Where a checkout or an onboarding may send the browser back: pages of the web app (WEB_URL's
 * origin) only, so a link to our checkout can never become a redirect to someone else's site.
 */
export function isReturnUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin;
  } catch {
    return false;
  }
}

/** BAD_USER_INPUT on `field` unless `url` is a page of the web app. */
export function requireReturnUrl(field: string, url: string, origin: string): void {
  if (!isReturnUrl(url, origin)) throw badInput([{ path: field, message: `must be a page of ${origin}` }]);
}

/** A service asked the provider to return the browser elsewhere: a bug, refused before the provider sees it. */
export class ReturnUrlError extends Error {
  override readonly name = 'ReturnUrlError';
}

/** The gateway as services get it: the provider never receives a return address outside the web app. */
export function withReturnUrlsOf(origin: string, gateway: PaymentGateway): PaymentGateway {
  const check = (...urls: string[]): void => {
    const bad = urls.find((url) => !isReturnUrl(url, origin));
    if (bad !== undefined) throw new ReturnUrlError(`return address outside ${origin}: ${bad}`);
  };
  return {
    ...gateway,
    createCheckoutSession: async (request, idempotencyKey) => {
      check(request.successUrl, request.cancelUrl);
      return gateway.createCheckoutSession(request, idempotencyKey);
    },
    onboardingLink: async (args) => {
      check(args.refreshUrl, args.returnUrl);
      return gateway.onboardingLink(args);
    },
  };
}
