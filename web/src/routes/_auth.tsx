import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/shell/auth-layout.tsx';
import { peekViewer } from '../features/auth/session.ts';

export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context }) => ({ viewer: await peekViewer(context.apollo) }),
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
