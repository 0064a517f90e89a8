import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { UserProfileDocument } from '../../__generated__/graphql/graphql.ts';
import { HistoryEditor, type HistoryEditing } from '../history/history-editor.tsx';
import type { MyProfileData } from './load-my-profile.ts';

/**
 * `/profile`'s Apollo half, downloaded with Apollo Client after the page has hydrated from its
 * loader's data (my-profile-page.tsx): the history editor, which watches the member's profile.
 */

/** Hands the loader's data to Apollo's cache as the client is created (`DataLayer.prime`). */
export function writeMyProfileToCache(client: ApolloClient, { slug, profile }: MyProfileData): void {
  if (profile) client.writeQuery({ query: UserProfileDocument, variables: { slug }, data: profile });
}

/**
 * The history editor with the client it reads: on the server the loader's own client (whose
 * cache is not sent with the page), in the browser the page's client, given here before the data
 * layer announces it so this part hydrates from the same data the server drew.
 */
export function MyProfileHistory({ client, slug, editing }: { client: ApolloClient; slug: string; editing: HistoryEditing }) {
  return (
    <ApolloProvider client={client}>
      <HistoryEditor slug={slug} editing={editing} />
    </ApolloProvider>
  );
}
