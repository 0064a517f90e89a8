import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
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
      ([{ createClient }, { GraphQLWsLink }]) =>
        new GraphQLWsLink(
          createClient({
            url: wsUrl,
            lazy: true,
            connectionParams: {},
            retryAttempts: WS_RETRY_ATTEMPTS,
            retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
            shouldRetry,
            keepAlive: 0,
            connectionAckWaitTimeout: 0,
          }),
        ),
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
