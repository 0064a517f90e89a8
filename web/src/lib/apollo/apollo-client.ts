import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
import { createTrustedDocumentsLink } from './trusted-documents-link.ts';
import { createSubscriptionLink } from './ws-link.ts';
import { describeGraphQLError, missingResponseMessage } from './transport-errors.ts';

/**
 * Default fetch and error policies of spec section 9, declared to TypeScript so hook results are
 * typed accordingly: watched queries cache-and-network ignoring GraphQL errors, one-off queries
 * cache-first returning all errors, mutations network-only returning all errors.
 */
declare module '@apollo/client' {
  export namespace ApolloClient {
    export namespace DeclareDefaultOptions {
      interface WatchQuery {
        errorPolicy: 'ignore';
      }
      interface Query {
        errorPolicy: 'all';
      }
      interface Mutate {
        errorPolicy: 'all';
      }
    }
  }
}

/** Logs every GraphQL error with operation name, message and path, and every network error. */
const loggingLink = new ErrorLink(({ error, operation }) => {
  if (CombinedGraphQLErrors.is(error)) {
    for (const graphQLError of error.errors) {
      console.error('[GraphQL error]', describeGraphQLError(operation.operationName, graphQLError));
    }
  } else {
    console.error('[Network error]', { operationName: operation.operationName, message: error.message });
  }
});

/**
 * Turns a response with neither data nor errors, or no response at all, into the spec's
 * "Server response was missing for query" error.
 */
const missingResponseLink = new ApolloLink(
  (operation, forward) =>
    new Observable((subscriber) => {
      let received = false;
      const subscription = forward(operation).subscribe({
        next: (result) => {
          received = true;
          subscriber.next(result);
        },
        error: (error: unknown) => {
          if (ServerError.is(error) && error.message.startsWith('Server response was malformed')) {
            subscriber.error(
              new ServerError(missingResponseMessage(operation.operationName), {
                response: error.response,
                bodyText: error.bodyText,
              }),
            );
            return;
          }
          subscriber.error(error);
        },
        complete: () => {
          if (!received && operation.operationType !== OperationTypeNode.SUBSCRIPTION) {
            subscriber.error(new Error(missingResponseMessage(operation.operationName)));
            return;
          }
          subscriber.complete();
        },
      });
      return () => subscription.unsubscribe();
    }),
);

export interface ApolloClientOptions {
  apiUrl: string;
  wsUrl: string;
  /**
   * Set on the server: the fetch to send operations with. The client then runs in SSR mode (cache
   * first, no subscriptions) and sends no cookie: what it fetches is public.
   */
  serverFetch?: typeof fetch;
}

/**
 * How long after hydration watched queries answer from the restored cache instead of asking the
 * network again: long enough for a slow phone to hydrate the page the server rendered.
 */
const HYDRATION_CACHE_MS = 3000;

/**
 * Ends the hydration window at the member's first mutation: what the page reads or refetches after
 * a change must come from the API, not from the cache the server sent (a post sent in the first
 * seconds would otherwise not appear in its list).
 */
const mutationEndsHydrationLink = new ApolloLink((operation, forward) => {
  if (operation.operationType === OperationTypeNode.MUTATION) operation.client.prioritizeCacheValues = false;
  return forward(operation);
});

/** A new client; `restored` is the cache the server filled for this page. */
export function createApolloClient({ apiUrl, wsUrl, serverFetch }: ApolloClientOptions, restored?: NormalizedCacheObject): ApolloClient {
  const cache = new InMemoryCache();
  if (restored) cache.restore(restored);
  const defaultOptions = {
    watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' },
    query: { fetchPolicy: 'cache-first', errorPolicy: 'all' },
    mutate: { fetchPolicy: 'network-only', errorPolicy: 'all' },
  } as const;
  if (serverFetch) {
    return new ApolloClient({
      link: ApolloLink.from([loggingLink, missingResponseLink, createTrustedDocumentsLink(), new HttpLink({ uri: apiUrl, fetch: serverFetch })]),
      cache,
      ssrMode: true,
      defaultOptions,
    });
  }
  // Subscriptions go over graphql-ws, which names them by hash itself (ws-link.ts).
  const httpLink = ApolloLink.from([missingResponseLink, createTrustedDocumentsLink(), new HttpLink({ uri: apiUrl, credentials: 'include' })]);
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    createSubscriptionLink(wsUrl),
    httpLink,
  );
  return new ApolloClient({
    link: ApolloLink.from([loggingLink, mutationEndsHydrationLink, transport]),
    cache,
    queryDeduplication: true,
    ssrForceFetchDelay: restored ? HYDRATION_CACHE_MS : 0,
    defaultOptions,
  });
}
