import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { optionalText } from '../../../app/search-params.ts';
import { SearchPage } from '../../../features/search/search-page.tsx';

export const Route = createFileRoute('/_app/_member/search')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({ q: optionalText(search, 'q') }),
  head: ({ match }) => routeHead('/search', match.pathname),
  component: function SearchRoute() {
    const { q } = Route.useSearch();
    return <SearchPage query={q} />;
  },
});
