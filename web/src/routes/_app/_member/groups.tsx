import { createFileRoute } from '@tanstack/react-router';
import { IconUsersGroup } from '@tabler/icons-react';
import { routeHead } from '../../../app/route-head.ts';
import { ComingSoon } from '../../../lib/ui/coming-soon.tsx';

export const Route = createFileRoute('/_app/_member/groups')({
  head: ({ match }) => routeHead('/groups', match),
  component: function GroupsPage() {
    return (
      <ComingSoon
        title="Groups"
        description="Join groups to share news, prayers, links, resources and FAQs."
        icon={<IconUsersGroup aria-hidden />}
      />
    );
  },
});
