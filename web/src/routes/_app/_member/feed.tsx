import { createFileRoute } from '@tanstack/react-router';
import { IconHome } from '@tabler/icons-react';
import { routeHead } from '../../../app/route-head.ts';
import { ComingSoon } from '../../../lib/ui/coming-soon.tsx';

export const Route = createFileRoute('/_app/_member/feed')({
  head: ({ match }) => routeHead('/feed', match),
  component: function FeedPage() {
    return (
      <ComingSoon
        title="Feed"
        description="Posts, prayers and news from your connections, groups and events will appear here."
        icon={<IconHome aria-hidden />}
      />
    );
  },
});
