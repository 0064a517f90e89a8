import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { ManageJobPage } from '../../../features/jobs/manage-job-page.tsx';

export const Route = createFileRoute('/_app/_member/jobs_/manage_/$id')({
  validateSearch: (search: Record<string, unknown>): { payment?: 'success' | 'cancelled' } => ({
    payment: search['payment'] === 'success' || search['payment'] === 'cancelled' ? search['payment'] : undefined,
  }),
  head: ({ match }) => routeHead('/jobs/manage/$id', match),
  component: function ManageJobRoute() {
    const { id } = Route.useParams();
    const { payment } = Route.useSearch();
    return <ManageJobPage key={id} id={id} payment={payment} />;
  },
});
