import type { ApolloClient } from '@apollo/client';
import { JobByIdDocument, type JobDetailsFragment } from '../../__generated__/graphql/graphql.ts';

/**
 * Hands the loader's job to Apollo's cache as the client is created (`DataLayer.prime`). Apart from
 * the viewer's panel, so priming downloads one document rather than the whole panel.
 */
export function writeJobToCache(client: ApolloClient, job: JobDetailsFragment): void {
  client.writeQuery({ query: JobByIdDocument, variables: { id: job.id }, data: { __typename: 'Query', opportunity: job } });
}
