import { MantineProvider, mantineHtmlProps } from '@mantine/core';
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { fallbackHead } from '../app/route-head.ts';
import type { RouterContext } from '../app/router-context.ts';
import { serializeRuntimeConfig } from '../app/runtime-config.ts';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { SessionProvider, useViewer } from '../features/auth/session.ts';
import { SiteNotFound } from '../features/shell/site-not-found.tsx';
import { AnalyticsProvider } from '../lib/analytics/analytics.tsx';
import { DataLayerProvider } from '../lib/apollo/data-layer.tsx';
import { Announcer } from '../lib/ui/announcer.tsx';
import { RouteProgress } from '../lib/ui/route-progress.tsx';
import { ToastHost } from '../lib/ui/toast-host.tsx';
import { useRouteFocus } from '../lib/ui/use-route-focus.ts';

/**
 * The whole document, rendered on the server and hydrated in the browser. The head holds what
 * every page shares (icons, manifest, the runtime configuration as `window.__KOINONIA_CONFIG__`);
 * page routes add their own title and metadata (an address no route matches gets the not-found
 * head and page).
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  // An address no route matches still needs to know who is visiting: the not-found page is drawn
  // in the member's shell when signed in (the layouts below read the same, remembered session).
  beforeLoad: async ({ context }) => {
    await context.session.peek();
  },
  head: ({ match, matches }) => {
    const page = fallbackHead(match, matches);
    return {
      meta: [
        { charSet: 'utf-8' },
        { name: 'viewport', content: 'width=device-width, initial-scale=1' },
        { name: 'theme-color', content: '#2c4b9d' },
        ...page.meta,
      ],
      links: [
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        { rel: 'icon', href: '/favicon-32.png', type: 'image/png', sizes: '32x32' },
        { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
        { rel: 'manifest', href: '/manifest.webmanifest' },
        { rel: 'alternate', type: 'application/rss+xml', title: 'Koinonia blog', href: '/blog/rss.xml' },
        ...page.links,
      ],
      scripts: [{ children: serializeRuntimeConfig(match.context.config) }],
    };
  },
  component: RootDocument,
  notFoundComponent: SiteNotFound,
});

function RootDocument() {
  const { data, session } = Route.useRouteContext();
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <HeadContent />
      </head>
      <body>
        <DataLayerProvider dataLayer={data}>
          <SessionProvider value={session}>
            <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
              <ToastHost />
              <Announcer />
              <AppFrame />
            </MantineProvider>
          </SessionProvider>
        </DataLayerProvider>
        <Scripts />
      </body>
    </html>
  );
}

function AppFrame() {
  const { analytics } = Route.useRouteContext();
  const viewer = useViewer();
  useRouteFocus();
  // Marks the page as interactive once hydrated (browser tests wait for it before typing).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <AnalyticsProvider analytics={analytics} email={viewer === undefined ? undefined : (viewer?.email ?? null)}>
      <RouteProgress />
      <Outlet />
    </AnalyticsProvider>
  );
}
