import { createFileRoute, redirect } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { SignUpPage } from '../../features/auth/sign-up-page.tsx';

export const Route = createFileRoute('/_auth/sign-up')({
  beforeLoad: ({ context }) => {
    if (context.viewer) throw redirect({ to: '/profile' });
  },
  head: ({ match }) => routeHead('/sign-up', match),
  component: SignUpPage,
});
