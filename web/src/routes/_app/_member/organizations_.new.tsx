import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { CreateOrganizationPage } from '../../../features/organizations/create-organization-page.tsx';

export const Route = createFileRoute('/_app/_member/organizations_/new')({
  head: ({ match }) => routeHead('/organizations/new', match),
  component: CreateOrganizationPage,
});
