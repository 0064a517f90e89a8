import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { PostJobPage } from '../../../features/jobs/post-job-page.tsx';

export const Route = createFileRoute('/_app/_member/jobs_/new')({
  head: ({ match }) => routeHead('/jobs/new', match),
  component: PostJobPage,
});
