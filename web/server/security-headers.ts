import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RuntimeConfig } from '../src/app/runtime-config.ts';

/**
 * What the app uses of the browser's powerful features: the camera (the check-in page scans a
 * code), here only; nothing else. Only features Chromium knows are named (an unknown one is a
 * console error on every page).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/** Headers on every response of the web server. */
export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
} as const;

/** For what is not an app page (robots.txt, health, a missing file, a plain 404): no script runs, nothing frames it. */
export const NON_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A fresh nonce for one response: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** What the pages' policy must let the browser reach besides this origin. */
export interface PageSources {
  readonly config: RuntimeConfig;
  /**
   * Where uploaded files are served from: MEDIA_PUBLIC_URL, or an S3 bucket's presigned GETs (images,
   * videos), and where local and bucket uploads go; media-sources.ts derives it from the media config.
   */
  readonly mediaUrl?: string | undefined;
  /** Where the browser sends uploads when that is not the media URL (the bucket behind a CDN's public URL). */
  readonly uploadOrigins?: readonly string[] | undefined;
}

const originOf = (url: string | null | undefined): string | null => {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

const unique = (sources: readonly (string | null | undefined)[]): string =>
  [...new Set(sources.filter((source): source is string => Boolean(source)))].join(' ');

/**
 * The pages' Content-Security-Policy, for one response and its nonce:
 *
 * - scripts: this origin's files and the inline scripts the server wrote with this response's
 *   nonce (the runtime configuration, the boot loader, TanStack Router's hydration data, React's
 *   form-replay script); no 'unsafe-inline', no eval. Analytics hosts only when configured.
 * - styles: 'unsafe-inline' (no nonce). Mantine's components render style attributes on the server
 *   (`style="--group-gap:…"`, every Box's style props), which no nonce can allow, and a nonce in
 *   style-src would make browsers ignore 'unsafe-inline' for them; Mantine's and React's <style>
 *   tags, the newsletter and mailbox previews' inline CSS (srcdoc frames inherit this policy) and
 *   Floating UI's positioning need it too. Styles cannot run code.
 * - images and video: this origin, the media origin (which may be a plain-http bucket in
 *   development), data: and blob: (previews of a file being uploaded), and any https: image
 *   (organizations' and blog posts' images may be links to other sites).
 * - connections: this origin, the API and its WebSocket, the media origin and upload targets.
 * - no plugins, no <base> elsewhere, forms post here only, and no site may frame a page.
 */
export function pageContentSecurityPolicy(nonce: string, sources: PageSources): string {
  const { config } = sources;
  const media = originOf(sources.mediaUrl);
  const uploads = (sources.uploadOrigins ?? []).map(originOf);
  const posthog = config.posthogKey ? [originOf(config.posthogHost ?? 'https://us.i.posthog.com'), 'https://*.posthog.com'] : [];
  const analytics = config.webAnalyticsId ? ['https://www.googletagmanager.com'] : [];
  const analyticsConnect = config.webAnalyticsId
    ? ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']
    : [];
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': unique(["'self'", `'nonce-${nonce}'`, ...posthog, ...analytics]),
    'style-src': "'self' 'unsafe-inline'",
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', media]),
    'media-src': unique(["'self'", 'blob:', 'https:', media]),
    'font-src': "'self' data:",
    'connect-src': unique(["'self'", originOf(config.apiUrl), originOf(config.wsUrl), media, ...uploads, ...posthog, ...analyticsConnect]),
    'frame-src': "'self'",
    'worker-src': "'self' blob:",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** A loopback address: 127.0.0.0/8, ::1, or either as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.trim().toLowerCase().replace(/^::ffff:/, '');
  if (plain === '::1' || plain === '0:0:0:0:0:0:0:1') return true;
  const octets = plain.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255);
}

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'via'] as const;

/**
 * Whether a request comes from this machine itself: its socket's peer is a loopback address and no
 * proxy relayed it. Headers never make a request local (as the gateway decides for its mailbox feed).
 */
export function isLocalRequest(request: IncomingMessage): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}
