import type { ApolloClient } from '@apollo/client';
import { MeDocument } from '../../__generated__/graphql/graphql.ts';
import type { Session } from './session.ts';

/**
 * Joins the session to Apollo's cache when the client loads: the cache gets the member the session
 * already knows, and the session follows the cached member from then on (a profile edit, a
 * verification, a sign-out).
 */
export function connectSessionToCache(session: Session, client: ApolloClient): void {
  const { follow } = session.attach({
    write: (viewer) => client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: viewer } }),
    clear: async () => {
      await client.clearStore();
    },
  });
  client.watchQuery({ query: MeDocument, fetchPolicy: 'cache-only' }).subscribe((result) => {
    // Empty while the store is being cleared; the session is told by forget() then.
    if (result.dataState === 'complete') follow(result.data.me);
  });
}
