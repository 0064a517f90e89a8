import { createFileRoute } from '@tanstack/react-router';
import { routeHead } from '../../../app/route-head.ts';
import { ChatScreen } from '../../../features/chat/chat-screen.tsx';

export const Route = createFileRoute('/_app/_member/chat_/$chatId')({
  head: ({ match }) => routeHead('/chat/$chatId', match),
  component: function ConversationRoute() {
    const { chatId } = Route.useParams();
    return <ChatScreen chatId={chatId} />;
  },
});
