import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../__generated__/route-tree.gen.ts';
import { RouteError } from '../lib/ui/route-error.tsx';
import { RoutePending } from '../lib/ui/route-pending.tsx';
import { NotFoundPage } from '../lib/ui/not-found-page.tsx';
import type { RouterContext } from './router-context.ts';

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
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
