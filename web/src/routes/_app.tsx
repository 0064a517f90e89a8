import { Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { useViewer } from '../features/auth/session.ts';
import { MemberShell } from '../features/shell/member-shell.tsx';
import { PublicShell } from '../features/shell/public-shell.tsx';

/** Pages that live in the app's shell: the member layout when signed in, the public one otherwise. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => ({ viewer: await context.session.peek() }),
  component: AppLayout,
});

function AppLayout() {
  const viewer = useViewer();
  const isLanding = useRouterState({ select: (state) => state.location.pathname === '/' });
  return viewer ? (
    <MemberShell viewer={viewer}>
      <Outlet />
    </MemberShell>
  ) : (
    <PublicShell wide={isLanding}>
      <Outlet />
    </PublicShell>
  );
}
