import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../app/route-head.ts';
import { loadPrayer } from '../../features/prayers/load-prayer.ts';
import { PrayerDetailPage } from '../../features/prayers/prayer-detail-page.tsx';
import { NotFoundPage } from '../../lib/ui/not-found-page.tsx';
import { prayerMeta } from '../-route-meta.ts';

// `prayers_`: the prayer wall (/prayers) is a member page; one prayer is public when its audience is.
export const Route = createFileRoute('/_app/prayers_/$id')({
  loader: ({ context, params }) => loadPrayer(context, params.id),
  head: ({ match, loaderData }) => routeHead('/prayers/$id', match, loaderData ? prayerMeta(loaderData) : undefined),
  notFoundComponent: () => <NotFoundPage what="prayer request" />,
  component: function PrayerRoute() {
    const { id } = Route.useParams();
    return <PrayerDetailPage key={id} id={id} />;
  },
});
