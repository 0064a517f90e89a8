import { createFileRoute } from '@tanstack/react-router';
import { IconCalendarEvent } from '@tabler/icons-react';
import { routeHead } from '../../../app/route-head.ts';
import { ComingSoon } from '../../../lib/ui/coming-soon.tsx';

export const Route = createFileRoute('/_app/_member/events')({
  head: ({ match }) => routeHead('/events', match),
  component: function EventsPage() {
    return (
      <ComingSoon
        title="Events"
        description="Register for events, get tickets and invite others."
        icon={<IconCalendarEvent aria-hidden />}
      />
    );
  },
});
