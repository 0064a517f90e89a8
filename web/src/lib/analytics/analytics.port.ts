/**
 * The analytics port: what the app reports, whatever the service behind it. The default adapter
 * does nothing; a product analytics adapter is used when its key is configured.
 */
export interface Analytics {
  pageView(path: string): void;
  buttonClick(label: string, path: string): void;
  /** Alias the anonymous visitor to the e-mail and identify by it (spec section 4). */
  identify(email: string): void;
  /** Forget the identity (sign-out). */
  reset(): void;
}

export const noopAnalytics: Analytics = {
  pageView: () => {},
  buttonClick: () => {},
  identify: () => {},
  reset: () => {},
};
