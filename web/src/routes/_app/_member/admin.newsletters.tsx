import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { NewslettersPage } from '../../../features/newsletters/newsletters-page.tsx';

export const Route = createFileRoute('/_app/_member/admin/newsletters')({
  head: ({ match }) => routeHead('/admin/newsletters', match),
  component: NewslettersPage,
});
