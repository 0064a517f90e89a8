import { useApolloClient, useQuery } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { redirect } from '@tanstack/react-router';
import { MeDocument, type ViewerFieldsFragment } from '../../__generated__/graphql/graphql.ts';

export type Viewer = ViewerFieldsFragment;

/**
 * The signed-in member, from the cache (filled by the route guards and by sign-in/sign-up).
 * `undefined` while not known yet, `null` when anonymous.
 */
export function useViewer(): Viewer | null | undefined {
  const { data } = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  return data === undefined ? undefined : (data.me ?? null);
}

/** Reads the session once (cache-first). Throws on a transport failure so the route shows its error. */
export async function loadViewer(apollo: ApolloClient): Promise<Viewer | null> {
  const result = await apollo.query({ query: MeDocument });
  if (result.data?.me !== undefined) return result.data.me;
  if (result.error) throw result.error;
  return null;
}

/** Like loadViewer, but an unreachable API counts as anonymous (public pages still render). */
export async function peekViewer(apollo: ApolloClient): Promise<Viewer | null> {
  try {
    return await loadViewer(apollo);
  } catch {
    return null;
  }
}

/** Route guard: a member page sends an anonymous visitor to sign in, then back. */
export async function requireViewer(apollo: ApolloClient, href: string): Promise<Viewer> {
  const viewer = await loadViewer(apollo);
  if (!viewer) throw redirect({ to: '/sign-in', search: { redirect: href } });
  return viewer;
}

/** Makes a member returned by sign-in, sign-up or a password reset the session's member. */
export function rememberViewer(apollo: ApolloClient, viewer: Viewer): void {
  apollo.writeQuery({ query: MeDocument, data: { me: viewer } });
}

/** Forgets everything cached for the previous member and marks the session anonymous. */
export async function forgetViewer(apollo: ApolloClient): Promise<void> {
  await apollo.clearStore();
  apollo.writeQuery({ query: MeDocument, data: { me: null } });
}

export function useApollo(): ApolloClient {
  return useApolloClient();
}
