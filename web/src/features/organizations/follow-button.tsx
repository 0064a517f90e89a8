import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FollowOrganizationDocument, OrganizationFollowingDocument, type OrganizationDetailsFragment } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { announce } from '../../lib/ui/announcer.tsx';

/**
 * Follow / Following for a signed-in member. The follower count comes back with the answer (the
 * page shows it from the cache); whether the viewer follows is written beside it.
 */
export function FollowButton({ organization }: { organization: OrganizationDetailsFragment }) {
  const client = useApolloClient();
  const query = useQuery(OrganizationFollowingDocument, { variables: { organizationId: organization.id } });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const following = query.data?.following;

  const toggle = async () => {
    if (following === undefined) return;
    setBusy(true);
    setError(null);
    try {
      const { data, error: failure } = await client.mutate({
        mutation: FollowOrganizationDocument,
        variables: { organizationId: organization.id, mutationType: following ? 'DELETE' : 'ADD' },
      });
      if (!data?.follow) {
        setError(summarizeError(failure).message ?? 'Something went wrong. Please try again.');
        return;
      }
      client.writeQuery({ query: OrganizationFollowingDocument, variables: { organizationId: organization.id }, data: { __typename: 'Query', following: !following } });
      // The viewer's followed organizations changed: read again when next shown.
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'followings' });
      client.cache.gc();
      announce(following ? `You no longer follow ${organization.name}.` : `You follow ${organization.name}.`);
    } catch (failure) {
      setError(summarizeError(failure instanceof Error ? failure : new Error(String(failure))).message ?? 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant={following ? 'default' : 'filled'}
        leftSection={following ? <IconCheck size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
        loading={busy}
        disabled={following === undefined}
        onClick={() => void toggle()}
      >
        {following ? 'Following' : 'Follow'}
      </Button>
      {error ? (
        <Text size="sm" c="red.8" role="alert" maw={320}>
          {error}
        </Text>
      ) : null}
    </>
  );
}
