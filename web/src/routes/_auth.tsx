import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/shell/auth-layout.tsx';

export const Route = createFileRoute('/_auth')({
  // The forms here send their mutations through the data layer, which they await on submit.
  beforeLoad: async ({ context }) => ({ viewer: await context.session.peek() }),
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
