import type { ApolloClient, ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useState } from 'react';
import { UserProfileDocument } from '../../__generated__/graphql/graphql.ts';
import { useDataLayer } from '../../lib/apollo/data-layer.tsx';

/**
 * Sends one history change, then reads the member's profile again: an added position takes its
 * place in the newest-first order, and making one primary changes the others too, so the lists
 * are the API's rather than patched here. Returns the mutation's error, if any.
 */
export function useHistoryChange(slug: string) {
  const dataLayer = useDataLayer();
  const [running, setRunning] = useState(0);
  const change = useCallback(
    async <TData, TVariables extends OperationVariables>(
      mutation: TypedDocumentNode<TData, TVariables>,
      variables: TVariables,
    ): Promise<{ error?: ErrorLike }> => {
      setRunning((count) => count + 1);
      try {
        const client = await dataLayer.client();
        const { error } = await client.mutate({ mutation: mutation as TypedDocumentNode<TData, OperationVariables>, variables });
        if (error) return { error };
        await reread(client, slug);
        return {};
      } catch (failure) {
        return { error: failure instanceof Error ? failure : new Error(String(failure)) };
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [dataLayer, slug],
  );
  return { change, saving: running > 0 };
}

/**
 * Reads the profile from the API into the cache. Not `network-only`: right after hydration Apollo
 * answers those from the cache (ssrForceFetchDelay), which would show the list without the change.
 * The change is saved even if this fails; the page's watched query catches up later.
 */
async function reread(client: ApolloClient, slug: string): Promise<void> {
  const { data } = await client.query({ query: UserProfileDocument, variables: { slug }, fetchPolicy: 'no-cache' }).catch(() => ({ data: undefined }));
  if (data) client.writeQuery({ query: UserProfileDocument, variables: { slug }, data });
}
