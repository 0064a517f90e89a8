import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { DataGate } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { ChatList } from './chat-list.tsx';
import { Conversation } from './conversation.tsx';
import classes from './chat.module.css';

/**
 * Chat (/chat and /chat/$chatId): the list and the open conversation side by side on a desktop;
 * on a phone only one of them, the list until a chat is open.
 */
export function ChatScreen({ chatId }: { chatId?: string }) {
  return (
    <div className={classes.screen} data-open={chatId ? '' : undefined}>
      <section className={classes.list} aria-label="Your chats">
        <DataGate fallback={<ListSkeleton rows={4} />}>
          <ChatList openChatId={chatId} />
        </DataGate>
      </section>
      <section className={classes.pane} aria-label="Conversation">
        {chatId ? (
          <DataGate fallback={<ListSkeleton rows={4} />}>
            <Conversation key={chatId} chatId={chatId} />
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
