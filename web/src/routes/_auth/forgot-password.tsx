import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { ForgotPasswordPage } from '../../features/auth/forgot-password-page.tsx';

export const Route = createFileRoute('/_auth/forgot-password')({
  head: ({ match }) => routeHead('/forgot-password', match),
  component: ForgotPasswordPage,
});
