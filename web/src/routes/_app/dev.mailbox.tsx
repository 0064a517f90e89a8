import { createFileRoute, notFound } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { optionalText } from '../../app/search-params.ts';
import { DevMailboxPage } from '../../features/dev-mailbox/dev-mailbox-page.tsx';

export const Route = createFileRoute('/_app/dev/mailbox')({
  validateSearch: (search: Record<string, unknown>): { to?: string } => ({ to: optionalText(search, 'to') }),
  // Development mode only (KOINONIA_DEV_MODE); the web server and the gateway answer it to this machine only.
  beforeLoad: ({ context }) => {
    if (!context.config.devMode) throw notFound();
  },
  head: ({ match }) => routeHead('/dev/mailbox', match),
  component: function DevMailboxRoute() {
    const { to } = Route.useSearch();
    return <DevMailboxPage to={to} />;
  },
});
