import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { optionalText } from '../../../app/search-params.ts';
import { PeopleSearchPage, type PeopleSearchParams } from '../../../features/people/people-search-page.tsx';

export const Route = createFileRoute('/_app/_member/search')({
  validateSearch: (search: Record<string, unknown>): PeopleSearchParams => ({
    q: optionalText(search, 'q'),
    organization: optionalText(search, 'organization'),
    group: optionalText(search, 'group'),
    event: optionalText(search, 'event'),
  }),
  head: ({ match }) => routeHead('/search', match),
  component: function SearchRoute() {
    return <PeopleSearchPage {...Route.useSearch()} />;
  },
});
