import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { optionalText } from '../../app/search-params.ts';
import { StopInvitationsPage } from '../../features/invitations/stop-invitations-page.tsx';

export const Route = createFileRoute('/_app/invitations/stop')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({ token: optionalText(search, 'token') }),
  head: ({ match }) => routeHead('/invitations/stop', match),
  component: function StopInvitationsRoute() {
    return <StopInvitationsPage token={Route.useSearch().token} />;
  },
});
