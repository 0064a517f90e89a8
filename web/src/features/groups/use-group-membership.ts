import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import {
  ChangeGroupMembershipDocument,
  GroupMembersDocument,
  type ChangeGroupMembershipMutationVariables,
} from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';

export type MembershipChange = Omit<ChangeGroupMembershipMutationVariables, 'groupId'>;

/**
 * Changes a group's membership (join, leave, an admin's actions). The answer holds the group's
 * lists and the viewer's place, written into the cache so the page follows at once. Errors (the
 * last admin, an invitation-only group) are the server's messages.
 */
export function useGroupMembership(groupId: string) {
  const client = useApolloClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (key: string, change: MembershipChange, success: string): Promise<boolean> => {
      setBusy(key);
      setError(null);
      try {
        const { data, error: failure } = await client.mutate({ mutation: ChangeGroupMembershipDocument, variables: { groupId, ...change } });
        const result = data?.groupMembership;
        if (!result) {
          const summary = summarizeError(failure);
          setError(summary.message ?? Object.values(summary.fields)[0] ?? 'Something went wrong. Please try again.');
          return false;
        }
        client.writeQuery({
          query: GroupMembersDocument,
          variables: { groupId },
          data: {
            __typename: 'Query',
            groupMembership: {
              __typename: 'GroupMembership',
              groupId: result.groupId,
              admins: result.admins,
              members: result.members,
              requesters: result.requesters,
              invitees: result.invitees,
              inviteEmails: result.inviteEmails,
            },
          },
        });
        // The viewer's group lists changed too: read again when next shown.
        client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myGroups' });
        client.cache.gc();
        announce(success);
        toastSuccess(success);
        return true;
      } catch (failure) {
        setError(summarizeError(failure instanceof Error ? failure : new Error(String(failure))).message ?? 'Something went wrong. Please try again.');
        return false;
      } finally {
        setBusy(null);
      }
    },
    [client, groupId],
  );

  return { run, busy, error, clearError: () => setError(null) };
}
