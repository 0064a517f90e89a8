import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { optionalText } from '../../app/search-params.ts';
import { CheckEmailPage } from '../../features/auth/check-email-page.tsx';

export const Route = createFileRoute('/_auth/check-email')({
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({ email: optionalText(search, 'email') }),
  head: ({ match }) => routeHead('/check-email', match),
  component: function CheckEmailRoute() {
    const { email } = Route.useSearch();
    return <CheckEmailPage email={email} />;
  },
});
