import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { OperationTypeNode } from 'graphql';
import { Observable } from 'rxjs';
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
}

export function createApolloClient({ apiUrl, wsUrl }: ApolloClientOptions): ApolloClient {
  const httpLink = ApolloLink.from([missingResponseLink, new HttpLink({ uri: apiUrl, credentials: 'include' })]);
  const transport = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    createSubscriptionLink(wsUrl),
    httpLink,
  );
  return new ApolloClient({
    link: ApolloLink.from([loggingLink, transport]),
    cache: new InMemoryCache(),
    queryDeduplication: true,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network', errorPolicy: 'ignore' },
      query: { fetchPolicy: 'cache-first', errorPolicy: 'all' },
      mutate: { fetchPolicy: 'network-only', errorPolicy: 'all' },
    },
  });
}
