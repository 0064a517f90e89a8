/**
 * Web analytics (Google Analytics 4): the script is added to the page only when a measurement id
 * is configured (spec section 7).
 */
export function loadWebAnalytics(measurementId: string | null): boolean {
  if (!measurementId || typeof document === 'undefined') return false;
  const globalObject = window as unknown as { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };
  globalObject.dataLayer = globalObject.dataLayer ?? [];
  globalObject.gtag = function gtag() {
    // gtag.js reads the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    globalObject.dataLayer?.push(arguments);
  };
  globalObject.gtag('js', new Date());
  globalObject.gtag('config', measurementId);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return true;
}
