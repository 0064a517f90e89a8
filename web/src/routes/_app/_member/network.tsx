import { createFileRoute } from '@tanstack/react-router';
import { IconUsers } from '@tabler/icons-react';
import { routeHead } from '../../../app/route-head.ts';
import { ComingSoon } from '../../../lib/ui/coming-soon.tsx';

export const Route = createFileRoute('/_app/_member/network')({
  head: ({ match }) => routeHead('/network', match.pathname),
  component: function NetworkPage() {
    return (
      <ComingSoon
        title="My network"
        description="Send and accept connection requests, and follow ministry organizations."
        icon={<IconUsers aria-hidden />}
      />
    );
  },
});
