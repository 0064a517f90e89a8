import { UserProfileDocument, type UserProfileQuery } from '../../__generated__/graphql/graphql.ts';
import type { DataLayer } from '../../lib/apollo/data-layer.tsx';
import { loadMyProfileHistory } from './my-profile-history-module.ts';

/** What the `/profile` loader hands to the page (and, with the page, to the browser). */
export interface MyProfileData {
  slug: string;
  /** The UserProfile query's result (the member with their experience and education), or null when it could not be read. */
  profile: UserProfileQuery | null;
}

/**
 * The `/profile` loader: the member's profile with their history, read through
 * `data.loaderClient()`, so the page hydrates without Apollo Client (my-profile-page.tsx). A
 * failure is left to the page (its history sections say so and offer to retry): the rest of the
 * page still works.
 */
export async function loadMyProfile(data: DataLayer, slug: string): Promise<MyProfileData> {
  // The history editor's code, so the server (and a page reached by a link) draws it at once.
  const history = loadMyProfileHistory().catch(() => undefined);
  const apollo = await data.loaderClient();
  const result = await apollo.query({ query: UserProfileDocument, variables: { slug } }).catch(() => null);
  await history;
  return { slug, profile: result?.data?.userProfile ? result.data : null };
}
