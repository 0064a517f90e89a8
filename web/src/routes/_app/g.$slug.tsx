import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { loadGroup } from '../../features/groups/load-group.ts';
import { GroupPage } from '../../features/groups/group-page.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { groupMeta } from '../-route-meta.ts';

export const Route = createFileRoute('/_app/g/$slug')({
  loader: ({ context, params }) => loadGroup(context.data, params.slug),
  head: ({ match, loaderData }) => routeHead('/g/$slug', match, loaderData && groupMeta(loaderData)),
  notFoundComponent: () => <NotFoundPage what="group" />,
  component: function GroupRoute() {
    const { slug } = Route.useParams();
    // A page per group: the open tab and the edit form are not carried to the next group.
    return <GroupPage key={slug} slug={slug} />;
  },
});
