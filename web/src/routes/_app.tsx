import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { useViewer } from '../features/auth/session.ts';
import { Suspense, lazy } from 'react';
import { RoutePending } from '../lib/ui/route-pending.tsx';

// Each layout is its own chunk: a visitor never downloads the member shell, and vice versa.
const MemberShell = lazy(() => import('../features/shell/member-shell.tsx').then((m) => ({ default: m.MemberShell })));
const PublicShell = lazy(() => import('../features/shell/public-shell.tsx').then((m) => ({ default: m.PublicShell })));

/** Pages that live in the app's shell: the member layout when signed in, the public one otherwise. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => ({ viewer: await context.session.peek() }),
  component: AppLayout,
});

function AppLayout() {
  const viewer = useViewer();
  const isLanding = useRouterState({ select: (state) => state.location.pathname === '/' });
  return (
    <Suspense fallback={<RoutePending />}>
      {viewer ? (
        <MemberShell viewer={viewer}>
          <Outlet />
        </MemberShell>
      ) : (
        <PublicShell wide={isLanding}>
          <Outlet />
        </PublicShell>
      )}
    </Suspense>
  );
}
