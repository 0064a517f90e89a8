import { HeadContent, Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../app/router-context.ts';
import { AnalyticsProvider } from '../lib/analytics/analytics.tsx';
import { RouteProgress } from '../lib/ui/route-progress.tsx';
import { ServerHeadHandoff } from '../lib/ui/server-head-handoff.tsx';
import { useRouteFocus } from '../lib/ui/use-route-focus.ts';
import { useViewer } from '../features/auth/session.ts';
import { SiteNotFound } from '../features/shell/site-not-found.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: SiteNotFound,
});

function RootComponent() {
  const { analytics } = Route.useRouteContext();
  const viewer = useViewer();
  useRouteFocus();
  return (
    <AnalyticsProvider analytics={analytics} email={viewer === undefined ? undefined : (viewer?.email ?? null)}>
      <HeadContent />
      <ServerHeadHandoff />
      <RouteProgress />
      <Outlet />
    </AnalyticsProvider>
  );
}
