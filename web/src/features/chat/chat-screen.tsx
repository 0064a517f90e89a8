import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import classes from './chat.module.css';

// The list and the conversation show the member's own data, so they paint once Apollo Client has
// loaded after hydration (DataGate): their code downloads beside it instead of with the page.
const loadList = () => import('./chat-list.tsx');
const loadConversation = () => import('./conversation.tsx');
const ChatList = lazy(() => loadList().then((module) => ({ default: module.ChatList })));
const Conversation = lazy(() => loadConversation().then((module) => ({ default: module.Conversation })));

/**
 * Chat (/chat and /chat/$chatId): the list and the open conversation side by side on a desktop;
 * on a phone only one of them, the list until a chat is open.
 */
export function ChatScreen({ chatId }: { chatId?: string }) {
  const open = chatId !== undefined;
  useEffect(() => {
    void loadList();
    if (open) void loadConversation();
  }, [open]);
  return (
    <div className={classes.screen} data-open={chatId ? '' : undefined}>
      <section className={classes.list} aria-label="Your chats">
        <DataGate fallback={<ListSkeleton rows={4} />}>
          <Suspense fallback={<ListSkeleton rows={4} />}>
            <ChatList openChatId={chatId} />
          </Suspense>
        </DataGate>
      </section>
      <section className={classes.pane} aria-label="Conversation">
        {chatId ? (
          <DataGate fallback={<ListSkeleton rows={4} />}>
            <Suspense fallback={<ListSkeleton rows={4} />}>
              <Conversation key={chatId} chatId={chatId} />
            </Suspense>
          </DataGate>
        ) : (
          <Paper withBorder radius="md" p="xl" h="100%">
            <Stack align="center" justify="center" h="100%" gap="xs">
              <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
                <IconMessageCircle />
              </ThemeIcon>
              <Text fw={600}>Pick a conversation</Text>
              <Text size="sm" c="dimmed" ta="center">
                Choose a chat on the left, or start a new message.
              </Text>
            </Stack>
          </Paper>
        )}
      </section>
    </div>
  );
}
