import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { loadOrganization } from '../../features/organizations/load-organization.ts';
import { OrganizationPage } from '../../features/organizations/organization-page.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { organizationMeta } from '../-route-meta.ts';

export const Route = createFileRoute('/_app/o/$slug')({
  loader: ({ context, params }) => loadOrganization(context.data, params.slug),
  head: ({ match, loaderData }) => routeHead('/o/$slug', match, loaderData && organizationMeta(loaderData)),
  notFoundComponent: () => <NotFoundPage what="organization" />,
  component: function OrganizationRoute() {
    const data = Route.useLoaderData();
    // A page per organization: what it watched and the open form are not carried to the next one.
    return <OrganizationPage key={data.slug} data={data} />;
  },
});
