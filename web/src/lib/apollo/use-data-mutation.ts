import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useState } from 'react';
import { useDataLayer } from './data-layer.tsx';

export type DataMutationResult<TData> = { data?: TData; error?: ErrorLike };

/**
 * Apollo's `useMutation` for pages that must not wait for Apollo Client to render or hydrate
 * (forms: sign-up, sign-in, password, profile): the client is awaited when the mutation runs,
 * usually long loaded by then (entry-client.tsx starts it at the visitor's first interaction).
 * Returns `{ data, error }` with the default error policy (all errors returned), like
 * `client.mutate`; a client that could not be downloaded is returned as the error.
 */
export function useDataMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
): [(options?: { variables?: TVariables }) => Promise<DataMutationResult<TData>>, { loading: boolean }] {
  const data = useDataLayer();
  const [running, setRunning] = useState(0);
  const mutate = useCallback(
    async (options: { variables?: TVariables } = {}): Promise<DataMutationResult<TData>> => {
      setRunning((count) => count + 1);
      try {
        const client = await data.client();
        // Typed loosely here: the callers' variables are checked against TVariables above.
        const document = mutation as TypedDocumentNode<TData, OperationVariables>;
        const { data: result, error } = await client.mutate({ mutation: document, variables: options.variables ?? {} });
        return { data: (result ?? undefined) as TData | undefined, error };
      } catch (failure) {
        return { error: failure instanceof Error ? failure : new Error(String(failure)) };
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [data, mutation],
  );
  return [mutate, { loading: running > 0 }];
}
