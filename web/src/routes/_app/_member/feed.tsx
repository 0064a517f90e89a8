import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { optionalText } from '../../../app/search-params.ts';
import { FeedPage } from '../../../features/feed/feed-page.tsx';

export const Route = createFileRoute('/_app/_member/feed')({
  validateSearch: (search: Record<string, unknown>): { scope?: string } => ({ scope: optionalText(search, 'scope') }),
  head: ({ match }) => routeHead('/feed', match),
  component: function FeedRoute() {
    const { scope } = Route.useSearch();
    return <FeedPage scope={scope} />;
  },
});
