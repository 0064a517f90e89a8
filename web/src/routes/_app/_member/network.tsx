import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { NetworkPage } from '../../../features/network/network-page.tsx';
import { NETWORK_TABS, type NetworkTab } from '../../../features/network/network-tabs.ts';

export const Route = createFileRoute('/_app/_member/network')({
  validateSearch: (search: Record<string, unknown>): { tab?: NetworkTab } => ({
    tab: NETWORK_TABS.find((tab) => tab !== 'connections' && tab === search['tab']),
  }),
  head: ({ match }) => routeHead('/network', match),
  component: function NetworkRoute() {
    const { tab } = Route.useSearch();
    return <NetworkPage tab={tab} />;
  },
});
