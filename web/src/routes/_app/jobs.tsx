import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { JobBoardPage } from '../../features/jobs/job-board-page.tsx';
import { parseJobBoardSearch } from '../../features/jobs/job-board-search.ts';
import { loadJobBoard } from '../../features/jobs/load-jobs.ts';

export const Route = createFileRoute('/_app/jobs')({
  validateSearch: parseJobBoardSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadJobBoard(context.data, deps),
  head: ({ match }) => routeHead('/jobs', match),
  component: function JobsRoute() {
    return <JobBoardPage data={Route.useLoaderData()} search={Route.useSearch()} />;
  },
});
