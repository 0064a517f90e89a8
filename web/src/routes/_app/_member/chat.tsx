import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { ChatScreen } from '../../../features/chat/chat-screen.tsx';

export const Route = createFileRoute('/_app/_member/chat')({
  head: ({ match }) => routeHead('/chat', match),
  component: function ChatRoute() {
    return <ChatScreen />;
  },
});
