import { useApolloClient, useQuery } from '@apollo/client/react';
import { ActionIcon, Anchor, Button, Card, EmptyState, Group, Popover, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBellCheck, IconCircleFilled, IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type MouseEvent } from 'react';
import {
  NotificationChangeDocument,
  NotificationListDocument,
  type NotificationChangeMutationVariables,
  type NotificationItemFragment,
} from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { useDataMutation } from '../../lib/apollo/use-data-mutation.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { When } from '../feed/feed-author.tsx';
import { deletedAll, deletedOne, markedAll, markedOne } from './notification-cache.ts';
import { appPath } from './notification-rules.ts';
import classes from './notifications.module.css';

/** Sends one change; answers whether it worked, telling the member when it did not. */
function useChange() {
  const [send] = useDataMutation(NotificationChangeDocument);
  return async (variables: NotificationChangeMutationVariables, failure: string): Promise<boolean> => {
    const { data, error } = await send({ variables });
    if (data?.notification) return true;
    toastError(summarizeError(error).message ?? failure);
    return false;
  };
}

/** One notification: unread marked (a dot, bold, and in words for screen readers), its link, time, and its own actions. */
function NotificationItem({ item }: { item: NotificationItemFragment }) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const change = useChange();
  const [busy, setBusy] = useState(false);
  const path = appPath(item.webPath);

  const setRead = async (isRead: boolean) => {
    setBusy(true);
    const ok = await change({ id: item.id, isRead, mutationType: 'EDIT' }, 'The notification could not be changed. Please try again.');
    setBusy(false);
    if (!ok) return;
    markedOne(client.cache, item, isRead);
    announce(isRead ? 'Marked read.' : 'Marked unread.');
  };

  const remove = async () => {
    setBusy(true);
    const ok = await change({ id: item.id, mutationType: 'DELETE' }, 'The notification could not be deleted. Please try again.');
    setBusy(false);
    if (!ok) return;
    // Its buttons go with it: focus goes back to the page's heading.
    document.querySelector<HTMLElement>('main h1')?.focus();
    deletedOne(client.cache, item);
    announce('Notification deleted.');
  };

  // Following the link reads it; a new tab or window (modifier keys) is the browser's to open.
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!path || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (!item.isRead) void change({ id: item.id, isRead: true, mutationType: 'EDIT' }, 'The notification could not be marked read.').then((ok) => ok && markedOne(client.cache, item, true));
    void navigate({ href: path });
  };

  return (
    <li className={item.isRead ? classes.item : `${classes.item} ${classes.unread}`}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <span className={classes.dot} aria-hidden>
          {item.isRead ? null : <IconCircleFilled size={10} />}
        </span>
        <Stack gap={2} className={classes.text}>
          <Text fw={item.isRead ? 500 : 700} size="sm" component="p" m={0}>
            {item.isRead ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
            {path ? (
              <Anchor href={path} onClick={follow} inherit c="inherit" underline="hover">
                {item.title}
              </Anchor>
            ) : (
              item.title
            )}
          </Text>
          {item.body ? (
            <Text size="sm" c="dimmed">
              {item.body}
            </Text>
          ) : null}
          <When value={item.createdAt} />
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            loading={busy}
            aria-label={item.isRead ? `Mark unread: ${item.title}` : `Mark read: ${item.title}`}
            title={item.isRead ? 'Mark unread' : 'Mark read'}
            onClick={() => void setRead(!item.isRead)}
          >
            {item.isRead ? <IconMail size={18} aria-hidden /> : <IconMailOpened size={18} aria-hidden />}
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" size="lg" disabled={busy} aria-label={`Delete: ${item.title}`} title="Delete" onClick={() => void remove()}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </li>
  );
}

/**
 * "Delete all", asked first in a small dialog (focus kept in it and returned to the button). Dark
 * red on white, where the app's light and filled reds fall short of the contrast text needs.
 */
function DeleteAllButton({ onConfirm, disabled }: { onConfirm: () => void; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const questionId = useId();
  return (
    // withRoles off: the dialog is named by its question, not by the button that opened it.
    <Popover opened={open} onChange={setOpen} trapFocus returnFocus withRoles={false} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          c="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((value) => !value)}
        >
          Delete all
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={questionId}>
        <Stack gap="sm" maw={260}>
          <Text size="sm" id={questionId}>
            Delete all your notifications? This cannot be undone.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              size="xs"
              color="red.9"
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              Delete all
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

/**
 * The member's notifications, newest first, all or only the unread ones (`unreadOnly`), with "load
 * more", mark all read and delete all (after a confirmation). Needs Apollo Client: render it
 * inside a DataGate.
 */
export function NotificationList({ unreadOnly }: { unreadOnly: boolean }) {
  const client = useApolloClient();
  const change = useChange();
  const query = useQuery(NotificationListDocument, { variables: { isRead: unreadOnly ? false : null } });
  const [loadingMore, setLoadingMore] = useState(false);
  const [bulk, setBulk] = useState<'read' | 'delete' | null>(null);
  const page = query.data?.notifications;

  const loadMore = async () => {
    if (!page?.cursor) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          notifications: { ...fetchMoreResult.notifications, results: [...previous.notifications.results, ...fetchMoreResult.notifications.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more notifications.');
    } finally {
      setLoadingMore(false);
    }
  };

  const readAll = async () => {
    setBulk('read');
    const ok = await change({ mutationType: 'READ_ALL' }, 'Your notifications could not be marked read. Please try again.');
    setBulk(null);
    if (!ok || !page) return;
    markedAll(client.cache, page.results);
    announce('All notifications marked read.');
  };

  const deleteAll = async () => {
    setBulk('delete');
    const ok = await change({ mutationType: 'DELETE_ALL' }, 'Your notifications could not be deleted. Please try again.');
    setBulk(null);
    if (!ok) return;
    document.querySelector<HTMLElement>('main h1')?.focus();
    deletedAll(client.cache);
    announce('All notifications deleted.');
  };

  if (!page) {
    return query.loading ? (
      <ListSkeleton rows={4} />
    ) : (
      <LoadError message={summarizeError(query.error).message ?? 'We could not load your notifications.'} onRetry={() => void query.refetch()} />
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {page.unreadCount === 0 ? 'No unread notifications' : `${page.unreadCount} unread`}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" leftSection={<IconBellCheck size={16} aria-hidden />} onClick={() => void readAll()} loading={bulk === 'read'} disabled={page.unreadCount === 0}>
            Mark all read
          </Button>
          {page.results.length > 0 ? <DeleteAllButton onConfirm={() => void deleteAll()} disabled={bulk !== null} /> : null}
        </Group>
      </Group>
      {page.results.length === 0 ? (
        <Card withBorder radius="lg" padding="xl">
          <EmptyState
            variant="light"
            icon={<IconBellCheck aria-hidden />}
            title="You're all caught up"
            description={unreadOnly ? 'You have read every notification.' : 'Comments, reactions, invitations and answered prayers will show up here.'}
          />
        </Card>
      ) : (
        <Card withBorder radius="lg" padding={0}>
          <ul className={classes.list} aria-label={unreadOnly ? 'Unread notifications' : 'Notifications'}>
            {page.results.map((item) => (
              <NotificationItem key={item.id} item={item} />
            ))}
          </ul>
        </Card>
      )}
      {page.hasNextPage ? (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
          Load more notifications
        </Button>
      ) : null}
    </Stack>
  );
}
