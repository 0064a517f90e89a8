import { Button, Card, EmptyState, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInbox, IconSearch, IconSend, IconUsers } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { NetworkConnectionsDocument, type NetworkConnectionsQuery, type PersonSummaryFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { formatConnectionCount, formatCountOf } from '../../lib/format/counts.ts';
import { formatDate } from '../../lib/format/dates.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { maxLength } from '../../lib/validation/rules.ts';
import { ConnectionButton } from '../connections/index.ts';
import { PersonMenu } from '../people/person-menu.tsx';
import { PeopleList, PersonRow } from '../people/person-row.tsx';
import type { BlockTarget } from '../settings/block-member-dialog.tsx';
import { otherMember, splitRequests } from './requests.ts';

type Page = NetworkConnectionsQuery['connections'];

/** One page of connections (ACCEPTED) or requests (PENDING), with "load more". */
function useConnectionPages(status: 'ACCEPTED' | 'PENDING', search: string | null) {
  const query = useQuery(NetworkConnectionsDocument, { variables: { status, search } });
  const [loadingMore, setLoadingMore] = useState(false);
  const page = query.data?.connections;
  const loadMore = async () => {
    if (!page) return;
    setLoadingMore(true);
    try {
      await query.fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          connections: { ...fetchMoreResult.connections, results: [...previous.connections.results, ...fetchMoreResult.connections.results] },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more.');
    } finally {
      setLoadingMore(false);
    }
  };
  return { ...query, page, loadMore, loadingMore };
}

function LoadMore({ page, loading, onClick }: { page: Page; loading: boolean; onClick: () => void }) {
  if (!page.hasNextPage) return null;
  return (
    <Button variant="default" onClick={onClick} loading={loading} style={{ alignSelf: 'center' }}>
      Load more
    </Button>
  );
}

function Empty({ icon, title, description, action }: { icon: ReactNode; title: string; description: string; action?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl">
      <EmptyState variant="light" icon={icon} title={title} description={description}>
        {action ? <EmptyState.Actions>{action}</EmptyState.Actions> : null}
      </EmptyState>
    </Card>
  );
}

function rowActions(person: PersonSummaryFragment, onBlock: (target: BlockTarget) => void) {
  return (
    <>
      <ConnectionButton person={person} size="xs" />
      <PersonMenu person={person} onBlock={onBlock} />
    </>
  );
}

/** My connections, by name, with a search over them. */
export function ConnectionsList({ viewerId, onBlock }: { viewerId: string; onBlock: (target: BlockTarget) => void }) {
  const [typed, setTyped] = useState('');
  const [search] = useDebouncedValue(typed.trim(), 300);
  const { page, loading, error, refetch, loadMore, loadingMore } = useConnectionPages('ACCEPTED', search === '' ? null : search);

  let body: ReactNode;
  if (!page) {
    body = loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(error).message ?? 'We could not load your connections.'} onRetry={() => void refetch()} />
    );
  } else if (page.results.length === 0) {
    body = search ? (
      <Empty icon={<IconSearch aria-hidden />} title={`No connections match “${search}”`} description="Search by first or last name." />
    ) : (
      <Empty
        icon={<IconUsers aria-hidden />}
        title="You have no connections yet"
        description="Find people you know and ask to connect. They appear here once they accept."
        action={<ButtonLink to="/search">Find people</ButtonLink>}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <PeopleList label="Your connections">
          {page.results.map((connection) => {
            const person = otherMember(connection, viewerId);
            return (
              <PersonRow
                key={connection.id}
                person={person}
                detail={
                  <Text size="xs" c="dimmed">
                    Connected {formatDate(connection.updatedAt)}
                  </Text>
                }
                actions={rowActions(person, onBlock)}
              />
            );
          })}
        </PeopleList>
        <LoadMore page={page} loading={loadingMore} onClick={() => void loadMore()} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text fw={600} role="status">
        {page ? formatConnectionCount(page.totalConnections) : ' '}
        {page && search ? ` match “${search}”` : ''}
      </Text>
      <TextInput
        label="Search your connections"
        type="search"
        maxLength={maxLength.search}
        placeholder="First or last name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maw={420}
      />
      {body}
    </Stack>
  );
}

/** Requests sent to me (accept or decline) and by me (withdraw): one list, told apart by who asked. */
export function RequestsList({ viewerId, onBlock }: { viewerId: string; onBlock: (target: BlockTarget) => void }) {
  const { page, loading, error, refetch, loadMore, loadingMore } = useConnectionPages('PENDING', null);
  if (!page) {
    return loading ? (
      <ListSkeleton rows={2} />
    ) : (
      <LoadError message={summarizeError(error).message ?? 'We could not load your requests.'} onRetry={() => void refetch()} />
    );
  }
  const { received, sent } = splitRequests(page.results, viewerId);
  return (
    <Stack gap="xl">
      <Text fw={600} role="status">
        {formatCountOf(page.totalConnections, 'pending request')}
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="requests-received">
        <Text component="h2" fw={700} size="lg" id="requests-received">
          Received
        </Text>
        {received.length === 0 ? (
          <Empty icon={<IconInbox aria-hidden />} title="No requests waiting for you" description="When someone asks to connect with you, you can accept or decline here." />
        ) : (
          <PeopleList label="Requests received">
            {received.map((request) => (
              <PersonRow
                key={request.id}
                person={request.connector}
                detail={
                  <Text size="xs" c="dimmed">
                    Asked {formatDate(request.createdAt)}
                  </Text>
                }
                actions={rowActions(request.connector, onBlock)}
              />
            ))}
          </PeopleList>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="requests-sent">
        <Text component="h2" fw={700} size="lg" id="requests-sent">
          Sent
        </Text>
        {sent.length === 0 ? (
          <Empty
            icon={<IconSend aria-hidden />}
            title="No requests sent"
            description="Requests you send wait here until they are answered."
            action={<ButtonLink to="/search" variant="default">Find people</ButtonLink>}
          />
        ) : (
          <PeopleList label="Requests sent">
            {sent.map((request) => (
              <PersonRow
                key={request.id}
                person={request.connected}
                detail={
                  <Text size="xs" c="dimmed">
                    Sent {formatDate(request.createdAt)}
                  </Text>
                }
                actions={rowActions(request.connected, onBlock)}
              />
            ))}
          </PeopleList>
        )}
      </Stack>
      <LoadMore page={page} loading={loadingMore} onClick={() => void loadMore()} />
    </Stack>
  );
}
