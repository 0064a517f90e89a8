import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { ManageJobsPage } from '../../../features/jobs/manage-jobs-page.tsx';

export const Route = createFileRoute('/_app/_member/jobs_/manage')({
  head: ({ match }) => routeHead('/jobs/manage', match),
  component: ManageJobsPage,
});
