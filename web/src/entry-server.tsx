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
 * Renders one page on the server with TanStack Router: its loaders run, then React renders the
 * whole document, with the routes' data, the session's member and Apollo's cache serialized into
 * it for hydration. Everything is made for this request only (router, session, Apollo Client),
 * so no visitor's data reaches another's page. A redirect comes back as a redirect response.
 */
export async function render({ request, config, apiUrl, assets, apiTimeoutMs }: RenderOptions): Promise<Response> {
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
    createRouter: () => createAppRouter({ data, session, analytics: noopAnalytics, config }),
    getRouterManifest: () => assets.router,
  });
  return handler(
    defineHandlerCallback(async ({ router, responseHeaders }) => {
      const stream = await renderToReadableStream(<RouterServer router={router} />, {
        signal: request.signal,
        // Finished boundaries are written in place, never as hidden parts swapped in by script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => console.error('[SSR] render failed', error),
      });
      // The complete page rather than a shell with fallbacks streamed in later: the loaders have
      // run already, and a finished document is what crawlers, caches and a first paint without
      // JavaScript need.
      await stream.allReady;
      const html = await new Response(transformReadableStreamWithRouter(router, stream, { signal: request.signal })).text();
      const matches = router.stores.matches.get();
      const status = pageStatus(getSsrStatus(router), matches);
      responseHeaders.set('cache-control', pageCacheControl(cookie !== null, status, matches));
      responseHeaders.set('vary', 'Cookie');
      return new Response(html, { status, headers: responseHeaders });
    }),
  );
}
