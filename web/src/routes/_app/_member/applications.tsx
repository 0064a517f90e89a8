import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { MyApplicationsPage } from '../../../features/jobs/my-applications-page.tsx';

export const Route = createFileRoute('/_app/_member/applications')({
  head: ({ match }) => routeHead('/applications', match),
  component: MyApplicationsPage,
});
