import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { optionalText } from '../../app/search-params.ts';
import { VerifyEmailPage } from '../../features/auth/verify-email-page.tsx';

export const Route = createFileRoute('/_auth/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalText(search, 'token') }),
  head: ({ match }) => routeHead('/verify-email', match),
  component: function VerifyEmailRoute() {
    const { token } = Route.useSearch();
    return <VerifyEmailPage token={token} />;
  },
});
