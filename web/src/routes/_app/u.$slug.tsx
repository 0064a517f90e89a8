import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { loadPublicProfile } from '../../features/profile/load-public-profile.ts';
import { PublicProfilePage } from '../../features/profile/public-profile-page.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { profileMeta } from '../-route-meta.ts';

export const Route = createFileRoute('/_app/u/$slug')({
  loader: ({ context, params }) => loadPublicProfile(context.data, params.slug),
  head: ({ match, loaderData }) => routeHead('/u/$slug', match, loaderData && profileMeta(loaderData)),
  notFoundComponent: () => <NotFoundPage what="member" />,
  component: function PublicProfileRoute() {
    const data = Route.useLoaderData();
    // A page per member: what it watched of one member is not carried to the next.
    return <PublicProfilePage key={data.slug} data={data} />;
  },
});
