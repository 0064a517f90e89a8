import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { optionalText } from '../../app/search-params.ts';
import { loadGroup } from '../../features/groups/load-group.ts';
import { GroupPage } from '../../features/groups/group-page.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { groupMeta } from '../-route-meta.ts';

export const Route = createFileRoute('/_app/g/$slug')({
  validateSearch: (search: Record<string, unknown>): { tab?: string } => ({ tab: optionalText(search, 'tab') }),
  loader: ({ context, params }) => loadGroup(context.data, params.slug),
  head: ({ match, loaderData }) => routeHead('/g/$slug', match, loaderData && groupMeta(loaderData)),
  notFoundComponent: () => <NotFoundPage what="group" />,
  component: function GroupRoute() {
    const data = Route.useLoaderData();
    const { tab } = Route.useSearch();
    const navigate = Route.useNavigate();
    // A page per group: the edit form is not carried to the next group. The open tab is in the address.
    return <GroupPage key={data.slug} data={data} tab={tab} onTab={(next) => void navigate({ search: { tab: next }, replace: true })} />;
  },
});
