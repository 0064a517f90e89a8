import { Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ChatListDocument, type ChatListItemFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { initials } from '../../lib/format/names.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { useViewer } from '../auth/session.ts';
import { CHAT_FILTERS, chatTitle, others, type ChatFilter } from './chat-rules.ts';
import { NewDirectMessage } from './new-direct-message.tsx';
import { NewGroupChat } from './new-group-chat.tsx';
import classes from './chat.module.css';

/** The viewer's chats, newest first, filtered by kind and "unread only", with unread badges. */
export function ChatList({ openChatId }: { openChatId?: string }) {
  const [filter, setFilter] = useState<ChatFilter>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const types = CHAT_FILTERS.find((option) => option.value === filter)?.types ?? null;
  const query = useQuery(ChatListDocument, { variables: { types, unreadOnly: unreadOnly || null } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.chats;

  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          chats: { ...fetchMoreResult.chats, results: [...previous.chats.results, ...fetchMoreResult.chats.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more chats.');
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text component="h1" fw={700} size="xl" m={0}>
          Chat
        </Text>
        <Group gap={6} wrap="nowrap">
          <NewGroupChat />
          <NewDirectMessage />
        </Group>
      </Group>
      <Group gap={6} role="group" aria-label="Show chats">
        {CHAT_FILTERS.map((option) => (
          <Button
            key={option.value}
            size="xs"
            radius="xl"
            variant={option.value === filter ? 'filled' : 'default'}
            aria-pressed={option.value === filter}
            onClick={() => setFilter(option.value)}
          >
            {option.label}
          </Button>
        ))}
        <Button size="xs" radius="xl" variant={unreadOnly ? 'filled' : 'default'} aria-pressed={unreadOnly} onClick={() => setUnreadOnly(!unreadOnly)}>
          Unread only
        </Button>
      </Group>
      {page ? (
        page.results.length === 0 ? (
          <EmptyChats filtered={filter !== 'all' || unreadOnly} />
        ) : (
          <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {page.results.map((chat) => (
              <li key={chat.id}>
                <ChatRow chat={chat} open={chat.id === openChatId} />
              </li>
            ))}
            {page.hasNextPage ? (
              <Button variant="subtle" loading={loadingMore} onClick={() => void loadMore()}>
                Show more chats
              </Button>
            ) : null}
          </Stack>
        )
      ) : query.loading ? (
        <ListSkeleton rows={4} />
      ) : (
        <LoadError message={summarizeError(query.error).message ?? 'We could not load your chats.'} onRetry={() => void query.refetch()} />
      )}
    </Stack>
  );
}

function ChatRow({ chat, open }: { chat: ChatListItemFragment; open: boolean }) {
  const viewer = useViewer();
  const title = chatTitle(chat, viewer?.id);
  const other = chat.type === 'DIRECT' ? others(chat, viewer?.id)[0]?.user : undefined;
  const image = chat.imageUrl ?? other?.profile.profileImageUrl ?? null;
  const unread = chat.unreadCount > 0 ? `${chat.unreadCount} unread` : null;
  return (
    <Link to="/chat/$chatId" params={{ chatId: chat.id }} className={classes.row} aria-current={open ? 'page' : undefined}>
      <Avatar src={image} alt="" radius="xl" color="koinonia" aria-hidden>
        {other ? initials(other) : <IconMessageCircle size={18} />}
      </Avatar>
      <Text size="sm" fw={chat.unreadCount > 0 ? 700 : 500} lineClamp={1} style={{ flex: 1 }}>
        {title}
        {unread ? <span className="visually-hidden">, {unread}</span> : null}
      </Text>
      {unread ? (
        <Badge size="sm" circle={chat.unreadCount < 10} aria-hidden>
          {chat.unreadCount > 99 ? '99+' : chat.unreadCount}
        </Badge>
      ) : null}
    </Link>
  );
}

function EmptyChats({ filtered }: { filtered: boolean }) {
  return (
    <Stack gap={4} py="lg" align="center">
      <Text fw={600}>{filtered ? 'No chats here' : 'No conversations yet'}</Text>
      <Text size="sm" c="dimmed" ta="center">
        {filtered ? 'Try another filter.' : 'Start a direct message with someone you know.'}
      </Text>
    </Stack>
  );
}
