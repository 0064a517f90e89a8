import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { ChangeOrganizationRolesDocument, type OrganizationRoleAction } from '../../__generated__/graphql/graphql.ts';
import { summarizeError } from '../../lib/apollo/transport-errors.ts';
import { announce } from '../../lib/ui/announcer.tsx';
import { toastSuccess } from '../../lib/ui/toasts.ts';

/**
 * An admin's changes to an organization's people (add, promote, demote, remove). The organization's
 * counts come back with the answer; its people lists are read again. Errors (the last admin) are
 * the server's messages.
 */
export function useOrganizationRoles(organizationId: string) {
  const client = useApolloClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (key: string, userId: string, action: OrganizationRoleAction, success: string): Promise<boolean> => {
      setBusy(key);
      setError(null);
      try {
        const { data, error: failure } = await client.mutate({
          mutation: ChangeOrganizationRolesDocument,
          variables: { organizationId, userIds: [userId], action },
        });
        if (!data?.updateUsersOrganizationRole) {
          const summary = summarizeError(failure);
          setError(summary.message ?? Object.values(summary.fields)[0] ?? 'Something went wrong. Please try again.');
          return false;
        }
        // Its people lists are read again by whoever shows them, and the viewer's own
        // organizations may have changed (they removed or demoted themselves).
        for (const fieldName of ['organizationAdmins', 'organizationNonAdmins', 'myOrganizations']) client.cache.evict({ id: 'ROOT_QUERY', fieldName });
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
    [client, organizationId],
  );

  return { run, busy, error };
}
