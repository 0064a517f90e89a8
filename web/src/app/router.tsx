import type { NormalizedCacheObject } from '@apollo/client';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../__generated__/route-tree.gen.ts';
import type { Viewer } from '../features/auth/session.ts';
import { RouteError } from '../lib/ui/route-error.tsx';
import { RoutePending } from '../lib/ui/route-pending.tsx';
import { NotFoundPage } from '../lib/ui/not-found-page.tsx';
import type { RouterContext } from './router-context.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** What the server hands to the browser with a page, besides the routes' own loader data. */
export interface DehydratedApp {
  /** The member the page was rendered for (`null` anonymous, absent when the page did not ask). */
  viewer?: Viewer | null;
  /** Apollo's cache after the server's loaders ran (plain JSON); absent when the page used no data. */
  apollo?: { [key: string]: Json };
}

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    // Loaders read through Apollo's cache, so the router keeps no cache of its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    defaultPendingMs: 150,
    defaultPendingMinMs: 300,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFoundPage />,
    scrollRestoration: true,
    // Server: the session's member and Apollo's cache travel with the page...
    dehydrate: (): DehydratedApp => {
      const viewer = context.session.current();
      const apollo = context.data.loaded()?.cache.extract() as DehydratedApp['apollo'];
      return { ...(viewer === undefined ? {} : { viewer }), ...(apollo ? { apollo } : {}) };
    },
    // ...and the browser takes them before hydrating, so it renders what the server rendered
    // and fetches none of it again. Apollo is downloaded first only for pages that used it.
    hydrate: async ({ viewer, apollo }: DehydratedApp) => {
      if (viewer !== undefined) context.session.remember(viewer);
      if (apollo) await context.data.restore(apollo as NormalizedCacheObject);
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
