import { Button, Card, EmptyState, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { SuggestedConnectionsDocument } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { LoadError } from '../../lib/ui/data-gate.tsx';
import { ButtonLink } from '../../lib/ui/links.tsx';
import { ListSkeleton } from '../../lib/ui/skeletons.tsx';
import { toastError } from '../../lib/ui/toasts.ts';
import { ConnectionButton } from '../connections/index.ts';
import { PersonMenu } from '../people/person-menu.tsx';
import { PeopleList, PersonRow } from '../people/person-row.tsx';
import type { BlockTarget } from '../settings/block-member-dialog.tsx';
import { suggestionReasons } from './suggestion-reasons.ts';

/** People you may know, with the reasons (mutual connections, shared organizations, same city). */
export function SuggestionsList({ onBlock }: { onBlock: (target: BlockTarget) => void }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(SuggestedConnectionsDocument);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = data?.suggestedConnections;
  if (!page) {
    return loading ? (
      <ListSkeleton rows={3} />
    ) : (
      <LoadError message={summarizeError(error).message ?? 'We could not load people you may know.'} onRetry={() => void refetch()} />
    );
  }
  if (page.results.length === 0) {
    return (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState
          variant="light"
          icon={<IconUserSearch aria-hidden />}
          title="No suggestions yet"
          description="As you connect with people and join organizations, we suggest people you may know. Add your city to your profile too."
        >
          <EmptyState.Actions>
            <ButtonLink to="/search">Find people</ButtonLink>
          </EmptyState.Actions>
        </EmptyState>
      </Card>
    );
  }
  const loadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { cursor: page.cursor },
        updateQuery: (previous, { fetchMoreResult }) => ({
          ...previous,
          suggestedConnections: {
            ...fetchMoreResult.suggestedConnections,
            results: [...previous.suggestedConnections.results, ...fetchMoreResult.suggestedConnections.results],
          },
        }),
      });
    } catch (failure) {
      toastError(summarizeError(failure as Error).message ?? 'We could not load more.');
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <Stack gap="sm">
      <PeopleList label="People you may know">
        {page.results.map((suggestion) => (
          <PersonRow
            key={suggestion.user.id}
            person={suggestion.user}
            detail={
              <Text size="xs" c="dimmed">
                {suggestionReasons(suggestion).join(' · ')}
              </Text>
            }
            actions={
              <>
                <ConnectionButton person={suggestion.user} size="xs" />
                <PersonMenu person={suggestion.user} onBlock={onBlock} />
              </>
            }
          />
        ))}
      </PeopleList>
      {page.hasNextPage ? (
        <Button variant="default" onClick={() => void loadMore()} loading={loadingMore} style={{ alignSelf: 'center' }}>
          Load more
        </Button>
      ) : null}
    </Stack>
  );
}
