import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { embeddedHash } from './trusted-documents-link.ts';
import { retryDelay, shouldRetry, WS_RETRY_ATTEMPTS } from './ws-retry.ts';

/**
 * The subscription link (spec section 9): lazy (no socket until the first subscription), up to
 * 5 retries with exponential backoff and jitter, fatal close codes not retried, empty connection
 * params, no keep-alive and no acknowledgement timeout. graphql-ws itself is only downloaded when
 * the first subscription starts, keeping it out of the initial JavaScript.
 */
export function createSubscriptionLink(wsUrl: string): ApolloLink {
  let loading: Promise<ApolloLink> | null = null;
  const load = (): Promise<ApolloLink> => {
    loading ??= Promise.all([import('graphql-ws'), import('@apollo/client/link/subscriptions')]).then(
      ([{ createClient }, { GraphQLWsLink }]) => {
        const client = createClient({
          url: wsUrl,
          lazy: true,
          connectionParams: {},
          retryAttempts: WS_RETRY_ATTEMPTS,
          retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
          shouldRetry,
          keepAlive: 0,
          connectionAckWaitTimeout: 0,
        });
        // Like the HTTP path, a subscription names the web app's operation by its hash alone: a
        // gateway that trusts only those refuses text (extensions are set in the request below).
        return new GraphQLWsLink({
          ...client,
          subscribe: (payload, sink) => client.subscribe(payload.extensions?.['persistedQuery'] ? { ...payload, query: '' } : payload, sink),
        });
      },
    );
    return loading;
  };

  return new ApolloLink(
    (operation, forward) =>
      new Observable((subscriber) => {
        let inner: { unsubscribe(): void } | null = null;
        let closed = false;
        load().then(
          (link) => {
            const hash = embeddedHash(operation.query);
            if (hash) operation.extensions = { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } };
            if (!closed) inner = link.request(operation, forward).subscribe(subscriber);
          },
          (error: unknown) => subscriber.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}
