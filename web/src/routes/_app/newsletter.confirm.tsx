import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { optionalText } from '../../app/search-params.ts';
import { ConfirmSubscriptionPage } from '../../features/newsletters/newsletter-link-pages.tsx';

export const Route = createFileRoute('/_app/newsletter/confirm')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalText(search, 'token') }),
  head: ({ match }) => routeHead('/newsletter/confirm', match),
  component: function ConfirmSubscriptionRoute() {
    return <ConfirmSubscriptionPage token={Route.useSearch().token} />;
  },
});
