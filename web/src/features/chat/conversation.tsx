import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ChatHeaderDocument, ChatMessageSeenByDocument, ChatPeopleDocument, ChatReadUpdatedDocument, MarkChatMessageReadDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName } from '../../lib/format/names.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { useViewer } from '../auth/session.ts';
import { chatTitle, seenByLabel } from './chat-rules.ts';
import { Composer } from './composer.tsx';
import { MessageItem, type OnReaction } from './message-item.tsx';
import { ParticipantsButton } from './participants-button.tsx';
import { useLiveMessages } from './use-live-messages.ts';
import classes from './chat.module.css';

/** One chat: its messages oldest at the top, older ones loaded by scrolling up, and the composer. */
export function Conversation({ chatId }: { chatId: string }) {
  const viewer = useViewer();
  const header = useQuery(ChatHeaderDocument, { variables: { id: chatId } });
  const { query, add, react, loadOlder } = useLiveMessages(chatId, viewer?.id);
  // What the viewer may do to others' messages (the participants panel changes it, in the same query).
  const people = useQuery(ChatPeopleDocument, { variables: { chatId } });
  const me = people.data?.chatParticipants.find((participant) => participant.userId === viewer?.id);
  const canRemoveOthers = (me?.isAdmin ?? false) || (people.data?.chatModerators.some((m) => m.userId === viewer?.id && m.canDeleteMessages) ?? false);
  const chat = header.data?.chat;
  const title = chat ? chatTitle(chat, viewer?.id) : 'Conversation';
  // Read receipts: one subscription for the open conversation, made as it opens, refreshes the
  // "Seen by" line. One made under each new message came after it, and missed a read that
  // followed at once.
  const client = useApolloClient();
  useSubscription(ChatReadUpdatedDocument, {
    variables: { chatId },
    onData: () => void client.refetchQueries({ include: [ChatMessageSeenByDocument] }),
  });

  return (
    <Paper withBorder radius="md" className={classes.conversation}>
      <Group gap="xs" p="sm" wrap="nowrap" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <ActionIcon component={Link} to="/chat" variant="subtle" aria-label="Back to your chats" hiddenFrom="sm">
          <IconArrowLeft size={18} aria-hidden />
        </ActionIcon>
        <Text component="h2" fw={700} m={0} lineClamp={1}>
          {title}
        </Text>
        {chat ? <ParticipantsButton chatId={chatId} chatType={chat.type} /> : null}
      </Group>
      {query.data?.chatMessages ? (
        <Messages chatId={chatId} canRemoveOthers={canRemoveOthers} messages={query.data.chatMessages.results} hasOlder={query.data.chatMessages.hasNextPage} loadOlder={loadOlder} onReaction={react} />
      ) : query.loading ? (
        <div className={classes.messages}>
          <ListSkeleton rows={4} />
        </div>
      ) : (
        <div className={classes.messages}>
          <LoadError message={summarizeError(query.error).message ?? 'We could not load this conversation.'} onRetry={() => void query.refetch()} />
        </div>
      )}
      {query.data?.chatMessages ? <Composer chatId={chatId} label={`Message ${title}`} onSent={(message) => add([message])} /> : null}
    </Paper>
  );
}

type MessageList = NonNullable<ReturnType<typeof useLiveMessages>['query']['data']>['chatMessages']['results'];

function Messages({
  chatId,
  canRemoveOthers,
  messages,
  hasOlder,
  loadOlder,
  onReaction,
}: {
  chatId: string;
  canRemoveOthers: boolean;
  messages: MessageList;
  hasOlder: boolean;
  loadOlder: () => Promise<void>;
  onReaction: OnReaction;
}) {
  const viewer = useViewer();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const ordered = [...messages].reverse();
  const newest = ordered.at(-1);
  const keepBottom = useRef(true);

  const older = async () => {
    if (loadingOlder) return;
    setLoadingOlder(true);
    const box = scroller.current;
    const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
    try {
      await loadOlder();
      // Keeps the message the reader was at in place as older ones are added above it.
      requestAnimationFrame(() => box && (box.scrollTop = box.scrollHeight - fromBottom));
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load older messages.');
    } finally {
      setLoadingOlder(false);
    }
  };

  // Follows new messages while the reader is at the bottom, not while they read back.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && keepBottom.current) box.scrollTop = box.scrollHeight;
  }, [newest?.id]);

  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasOlder) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void older());
    observer.observe(sentinel);
    return () => observer.disconnect();
  });

  const latestOwn = [...ordered].reverse().find((message) => message.senderId === viewer?.id && !message.isDeleted);

  return (
    <div
      ref={scroller}
      className={classes.messages}
      role="log"
      aria-label="Messages"
      tabIndex={0}
      onScroll={(event) => {
        const box = event.currentTarget;
        keepBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
      }}
    >
      <div ref={top} />
      {hasOlder ? (
        <Group justify="center" mb="sm">
          <Button size="xs" variant="subtle" loading={loadingOlder} onClick={() => void older()}>
            Load older messages
          </Button>
        </Group>
      ) : null}
      {ordered.length === 0 ? (
        <Stack align="center" py="xl" gap={4}>
          <Text fw={600}>No messages yet</Text>
          <Text size="sm" c="dimmed">
            Say hello below.
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {ordered.map((message) => (
            <MessageItem
              key={message.id}
              chatId={chatId}
              message={message}
              mine={message.senderId === viewer?.id}
              canRemove={canRemoveOthers}
              onReaction={onReaction}
              footer={message.id === latestOwn?.id ? <SeenBy messageId={message.id} /> : null}
            />
          ))}
        </Stack>
      )}
      {newest && newest.senderId !== viewer?.id ? <ReadMarker messageId={newest.id} chatId={chatId} /> : null}
    </div>
  );
}

/**
 * Marks the newest message as read once it has been on screen (the chat's unread count in the
 * list follows from the answer).
 */
function ReadMarker({ messageId, chatId }: { messageId: string; chatId: string }) {
  const marker = useRef<HTMLDivElement>(null);
  const [mark] = useMutation(MarkChatMessageReadDocument);
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    let done = false;
    const observer = new IntersectionObserver((entries) => {
      if (done || !entries.some((entry) => entry.isIntersecting) || document.visibilityState !== 'visible') return;
      done = true;
      observer.disconnect();
      void mark({
        variables: { messageId },
        update: (cache, { data }) => {
          if (!data) return;
          cache.modify({ id: cache.identify({ __typename: 'Chat', id: chatId }), fields: { unreadCount: () => data.markMessageAsRead.unreadCount } });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'totalUnreadMessagesCount' });
        },
      });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [chatId, mark, messageId]);
  return <div ref={marker} aria-hidden style={{ height: 1 }} />;
}

/** "Seen by 3" under the viewer's latest message, refreshed as others read on (Conversation). */
function SeenBy({ messageId }: { messageId: string }) {
  const seen = useQuery(ChatMessageSeenByDocument, { variables: { messageId } });
  const readers = seen.data?.messageReadStatus ?? [];
  const label = seenByLabel(
    readers.length,
    readers.map((reader) => displayName(reader.reader)),
  );
  return label ? (
    <Text size="xs" c="dimmed" data-testid="seen-by">
      {label}
    </Text>
  ) : null;
}
