import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { optionalText } from '../../../app/search-params.ts';
import { NotificationsPage } from '../../../features/notifications/notifications-page.tsx';

export const Route = createFileRoute('/_app/_member/notifications')({
  validateSearch: (search: Record<string, unknown>): { filter?: string } => ({ filter: optionalText(search, 'filter') }),
  head: ({ match }) => routeHead('/notifications', match),
  component: function NotificationsRoute() {
    const { filter } = Route.useSearch();
    return <NotificationsPage filter={filter} />;
  },
});
