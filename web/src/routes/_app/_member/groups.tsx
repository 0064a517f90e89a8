import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { GroupsPage } from '../../../features/groups/groups-page.tsx';
import { GROUPS_TABS, MY_GROUP_FILTERS, type GroupsTab, type MyGroupFilter } from '../../../features/groups/group-privacy.ts';

export const Route = createFileRoute('/_app/_member/groups')({
  validateSearch: (search: Record<string, unknown>): { tab?: GroupsTab; filter?: MyGroupFilter } => ({
    tab: GROUPS_TABS.find((tab) => tab !== 'mine' && tab === search['tab']),
    filter: MY_GROUP_FILTERS.map((option) => option.value).find((filter) => filter !== 'all' && filter === search['filter']),
  }),
  head: ({ match }) => routeHead('/groups', match),
  component: function GroupsRoute() {
    const { tab, filter } = Route.useSearch();
    return <GroupsPage tab={tab} filter={filter} />;
  },
});
