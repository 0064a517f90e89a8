import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { JobPage } from '../../features/jobs/job-page.tsx';
import { loadJob } from '../../features/jobs/load-jobs.ts';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { jobMeta } from '../-route-meta.ts';

export const Route = createFileRoute('/_app/jobs_/$id')({
  loader: ({ context, params }) => loadJob(context.data, params.id),
  head: ({ match, loaderData }) => routeHead('/jobs/$id', match, loaderData && jobMeta(loaderData)),
  notFoundComponent: () => <NotFoundPage what="job" />,
  component: function JobRoute() {
    const data = Route.useLoaderData();
    // A page per job: the apply form is not carried to the next job.
    return <JobPage key={data.job.id} data={data} />;
  },
});
