import { createFileRoute } from '@tanstack/react-router';
import { IconBell } from '@tabler/icons-react';
import { routeHead } from '../../../app/route-head.ts';
import { ComingSoon } from '../../../lib/ui/coming-soon.tsx';

export const Route = createFileRoute('/_app/_member/notifications')({
  head: ({ match }) => routeHead('/notifications', match),
  component: function NotificationsPage() {
    return (
      <ComingSoon
        title="Notifications"
        description="Connection requests, comments, reactions and invitations will show up here."
        icon={<IconBell aria-hidden />}
      />
    );
  },
});
