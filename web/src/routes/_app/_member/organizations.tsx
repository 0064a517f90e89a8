import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { OrganizationsPage } from '../../../features/organizations/organizations-page.tsx';

export const Route = createFileRoute('/_app/_member/organizations')({
  head: ({ match }) => routeHead('/organizations', match),
  component: OrganizationsPage,
});
