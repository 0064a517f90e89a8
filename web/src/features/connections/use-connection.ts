import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useCallback, useState } from 'react';
import {
  ChangeConnectionDocument,
  ConnectionWithDocument,
  type ConnectionStateFragment,
  type ChangeConnectionMutationVariables,
} from '../../__generated__/graphql/graphql.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { displayName, type NamedPerson } from '../../lib/format/names.ts';
import { useViewer } from '../auth/session.ts';
import { announcement, connectionStanding, standingAfter, type ConnectionAction, type ConnectionStanding } from './connection-state.ts';

export interface ConnectionPerson extends NamedPerson {
  id: string;
}

export interface ConnectionControls {
  /** `anonymous`: nobody signed in; `self`: the member's own profile; `loading`: not known yet. */
  standing: ConnectionStanding | 'anonymous' | 'self' | 'loading';
  /** The action being confirmed by the server (its result is already shown), or null. */
  busy: ConnectionAction | null;
  /** Why the last action failed, or null. */
  error: string | null;
  run: (action: ConnectionAction) => Promise<boolean>;
}

/**
 * The signed-in member's connection with `person`, and the actions on it. Each action shows its
 * result at once and rolls back (with the server's message) when the server refuses it; a refusal
 * because things changed meanwhile (a request crossed ours, it was answered) re-reads the
 * connection. Needs Apollo Client loaded (the page's loader awaits it).
 */
export function useConnection(person: ConnectionPerson): ConnectionControls {
  const viewer = useViewer();
  const client = useApolloClient();
  const isSelf = viewer?.id === person.id;
  const { data, loading } = useQuery(ConnectionWithDocument, { variables: { userId: person.id }, skip: !viewer || isSelf });
  const [busy, setBusy] = useState<ConnectionAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const connection = data?.connection ?? null;
  const name = displayName(person);

  const run = useCallback(
    async (action: ConnectionAction): Promise<boolean> => {
      if (!viewer) return false;
      setBusy(action);
      setError(null);
      try {
        const result = await changeConnection(client, action, viewer.id, person.id, connection);
        client.writeQuery({ query: ConnectionWithDocument, variables: { userId: person.id }, data: { __typename: 'Query', connection: result } });
        forgetConnectionLists(client);
        // Announced by the shell: this button may leave the page with the result (see announcer).
        announce(announcement(action, name));
        return true;
      } catch (failure) {
        const summary = summarizeError(failure instanceof Error ? failure : new Error(String(failure)));
        setError(summary.message ?? Object.values(summary.fields)[0] ?? 'Something went wrong. Please try again.');
        if (summary.code === 'CONFLICT' || summary.code === 'NOT_FOUND' || summary.code === 'FORBIDDEN') {
          // Things changed meanwhile: show the connection as it now is. `no-cache` and a write, as
          // `network-only` is answered from the cache for a moment after hydration.
          const { data: fresh } = await client
            .query({ query: ConnectionWithDocument, variables: { userId: person.id }, fetchPolicy: 'no-cache' })
            .catch(() => ({ data: undefined }));
          if (fresh) client.writeQuery({ query: ConnectionWithDocument, variables: { userId: person.id }, data: fresh });
        }
        return false;
      } finally {
        setBusy(null);
      }
    },
    [client, connection, name, person.id, viewer],
  );

  let standing: ConnectionControls['standing'];
  if (viewer === null) standing = 'anonymous';
  else if (isSelf) standing = 'self';
  else if (busy) standing = standingAfter[busy];
  else if (!data && (loading || viewer === undefined)) standing = 'loading';
  else standing = connectionStanding(connection, viewer?.id ?? '');
  return { standing, busy, error, run };
}

/** Sends one action; answers the connection as it now is (null when there is none). */
async function changeConnection(
  client: ApolloClient,
  action: ConnectionAction,
  me: string,
  other: string,
  current: ConnectionStateFragment | null,
): Promise<ConnectionStateFragment | null> {
  const send = async (variables: ChangeConnectionMutationVariables): Promise<ConnectionStateFragment | null> => {
    const { data, error } = await client.mutate({ mutation: ChangeConnectionDocument, variables });
    if (error) throw error;
    return data?.connection ?? null;
  };
  switch (action) {
    case 'connect':
      // A request I declined earlier is still there: it goes before I ask myself.
      if (current) await send({ connectorId: current.connectorId, connectedId: current.connectedId, mutationType: 'DELETE' });
      return send({ connectorId: me, connectedId: other, mutationType: 'ADD' });
    case 'accept':
    case 'decline':
      return send({ connectorId: other, connectedId: me, status: action === 'accept' ? 'ACCEPTED' : 'DECLINED', mutationType: 'EDIT' });
    case 'withdraw':
    case 'remove':
      await send({
        connectorId: current?.connectorId ?? me,
        connectedId: current?.connectedId ?? other,
        mutationType: 'DELETE',
      });
      return null;
  }
}

/**
 * Lists and counts that a changed connection makes stale (the network page's lists, mutual
 * connections, profile figures): dropped from the cache, so the pages showing them ask again.
 */
function forgetConnectionLists(client: ApolloClient): void {
  for (const fieldName of ['connections', 'mutualConnections', 'profileStats', 'dashboard']) {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName });
  }
  client.cache.gc();
}
