import { pageErrorStatus } from '../lib/apollo/page-errors.ts';
import { isRoutePath, routeMeta } from '../routes/-route-meta.ts';

/** How long a shared cache may keep a public page rendered for an anonymous visitor. */
export const PUBLIC_PAGE_MAX_AGE = 60;

export interface RenderedMatch {
  fullPath: string;
  status: 'pending' | 'success' | 'error' | 'notFound';
  error: unknown;
}

/** The router's status (200, 404, 500), unless a loader's error asks for its own (503). */
export function pageStatus(routerStatus: number, matches: readonly RenderedMatch[]): number {
  for (const match of matches) {
    const status = match.status === 'error' ? pageErrorStatus(match.error) : undefined;
    if (status !== undefined) return status;
  }
  return routerStatus;
}

/**
 * Cache-Control of a server-rendered page. Anything rendered for a request with the session
 * cookie may hold the member's data, so no cache keeps it; a public page (routes/-route-meta.ts)
 * rendered for an anonymous visitor is the same for everyone and may be kept briefly.
 */
export function pageCacheControl(signedIn: boolean, status: number, matches: readonly RenderedMatch[]): string {
  const page = matches.at(-1);
  const shareable = !signedIn && status === 200 && page !== undefined && isRoutePath(page.fullPath) && routeMeta[page.fullPath].shareable;
  return shareable ? `public, max-age=${PUBLIC_PAGE_MAX_AGE}` : 'private, no-store';
}
