import { createFileRoute } from '@tanstack/react-router';
import { IconMessageCircle } from '@tabler/icons-react';
import { routeHead } from '../../../app/route-head.ts';
import { ComingSoon } from '../../../lib/ui/coming-soon.tsx';

export const Route = createFileRoute('/_app/_member/chat')({
  head: ({ match }) => routeHead('/chat', match),
  component: function ChatPage() {
    return (
      <ComingSoon
        title="Chat"
        description="Direct, group and event conversations."
        icon={<IconMessageCircle aria-hidden />}
      />
    );
  },
});
