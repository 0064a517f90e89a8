import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { NewsletterPage } from '../../../features/newsletters/newsletter-page.tsx';

export const Route = createFileRoute('/_app/_member/admin/newsletters_/$id')({
  head: ({ match }) => routeHead('/admin/newsletters/$id', match),
  component: function NewsletterRoute() {
    const { id } = Route.useParams();
    return <NewsletterPage key={id} id={id} />;
  },
});
