import { renderToReadableStream } from 'react-dom/server';
import {
  RouterServer,
  createRequestHandler,
  defineHandlerCallback,
  getSsrStatus,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import type { RenderOptions } from '../server/pages.ts';
import { pageCacheControl, pageStatus } from './app/page-response.ts';
import { createAppRouter } from './app/router.tsx';
import { sessionCookie } from './app/session-cookie.ts';
import { Session } from './features/auth/session.ts';
import { noopAnalytics } from './lib/analytics/analytics.port.ts';
import { createDataLayer } from './lib/apollo/data-layer.tsx';

/**
 * TanStack Router writes the nonce on every <meta> and <link> it renders too, where it means
 * nothing (the policy names no nonce for styles, and metadata runs nothing): they go, so a page's
 * metadata reads as before. React escapes `>` in attribute values, so a tag ends at the first `>`.
 */
const TAG_NONCE = /(<(?:meta|link)\b[^>]*?) nonce="[^"]*"/g;
export const withoutTagNonces = (html: string): string => html.replace(TAG_NONCE, '$1');

/**
 * Renders one page on the server with TanStack Router: its loaders run, then React renders the
 * whole document, with the routes' data, the session's member and Apollo's cache serialized into
 * it for hydration. Everything is made for this request only (router, session, Apollo Client),
 * so no visitor's data reaches another's page. A redirect comes back as a redirect response.
 */
export async function render({ request, config, apiUrl, assets, apiTimeoutMs, nonce }: RenderOptions): Promise<Response> {
  const cookie = sessionCookie(request.headers.get('cookie'));
  const apiFetch: typeof fetch = (input, init) =>
    fetch(input, { ...init, signal: AbortSignal.any([AbortSignal.timeout(apiTimeoutMs), ...(init?.signal ? [init.signal] : [])]) });
  // Only the session lookup carries the visitor's cookie; Apollo's requests here are anonymous.
  const session = new Session(
    apiUrl,
    cookie ? (input, init) => apiFetch(input, { ...init, headers: { ...Object.fromEntries(new Headers(init?.headers)), cookie } }) : apiFetch,
  );
  if (!cookie) session.remember(null);
  const data = createDataLayer({ apiUrl, wsUrl: config.wsUrl, serverFetch: apiFetch });
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter({ data, session, analytics: noopAnalytics, config });
      // The response's Content-Security-Policy nonce: TanStack Router writes it on every script it
      // renders (head, route and hydration scripts) and in a csp-nonce meta the browser's router reads.
      if (nonce) router.options.ssr = { ...router.options.ssr, nonce };
      return router;
    },
    getRouterManifest: () => assets.router,
  });
  return handler(
    defineHandlerCallback(async ({ router, responseHeaders }) => {
      const stream = await renderToReadableStream(<RouterServer router={router} />, {
        signal: request.signal,
        // Finished boundaries are written in place, never as hidden parts swapped in by script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // React's own inline scripts (the form-replay script) carry the nonce too.
        ...(nonce ? { nonce } : {}),
        onError: (error) => console.error('[SSR] render failed', error),
      });
      // The complete page rather than a shell with fallbacks streamed in later: the loaders have
      // run already, and a finished document is what crawlers, caches and a first paint without
      // JavaScript need.
      await stream.allReady;
      const rendered = await new Response(transformReadableStreamWithRouter(router, stream, { signal: request.signal })).text();
      const html = nonce ? withoutTagNonces(rendered) : rendered;
      const matches = router.stores.matches.get();
      const status = pageStatus(getSsrStatus(router), matches);
      responseHeaders.set('cache-control', pageCacheControl(cookie !== null, status, matches));
      responseHeaders.set('vary', 'Cookie');
      return new Response(html, { status, headers: responseHeaders });
    }),
  );
}
