import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { optionalText } from '../../app/search-params.ts';
import { UnsubscribePage } from '../../features/newsletters/newsletter-link-pages.tsx';

export const Route = createFileRoute('/_app/newsletter/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalText(search, 'token') }),
  head: ({ match }) => routeHead('/newsletter/unsubscribe', match),
  component: function UnsubscribeRoute() {
    return <UnsubscribePage token={Route.useSearch().token} />;
  },
});
