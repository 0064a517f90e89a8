import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { optionalText } from '../../../app/search-params.ts';
import { PrayerPage } from '../../../features/prayers/prayer-page.tsx';

export const Route = createFileRoute('/_app/_member/prayers')({
  validateSearch: (search: Record<string, unknown>): { filter?: string } => ({ filter: optionalText(search, 'filter') }),
  head: ({ match }) => routeHead('/prayers', match),
  component: function PrayersRoute() {
    const { filter } = Route.useSearch();
    return <PrayerPage filter={filter} />;
  },
});
