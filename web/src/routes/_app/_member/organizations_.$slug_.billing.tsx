import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { OrganizationBillingPage } from '../../../features/organizations/organization-billing-page.tsx';

export const Route = createFileRoute('/_app/_member/organizations_/$slug_/billing')({
  head: ({ match }) => routeHead('/organizations/$slug/billing', match),
  component: function OrganizationBillingRoute() {
    const { slug } = Route.useParams();
    return <OrganizationBillingPage key={slug} slug={slug} />;
  },
});
