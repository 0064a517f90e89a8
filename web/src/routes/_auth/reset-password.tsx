import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { optionalText } from '../../app/search-params.ts';
import { ResetPasswordPage } from '../../features/auth/reset-password-page.tsx';

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalText(search, 'token') }),
  head: ({ match }) => routeHead('/reset-password', match),
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
