import { Outlet, createFileRoute } from '@tanstack/react-router';
import { AuthLayout } from '../features/shell/auth-layout.tsx';

export const Route = createFileRoute('/_auth')({
  // Every page here submits a form through Apollo Client, so it waits for the data layer too.
  beforeLoad: async ({ context }) => {
    const [viewer] = await Promise.all([context.session.peek(), context.data.ready()]);
    return { viewer };
  },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
