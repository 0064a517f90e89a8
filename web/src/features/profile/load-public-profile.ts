import { notFound, redirect } from '@tanstack/react-router';
import { ProfileStatsDocument, UserProfileDocument, type ProfileStatsQuery } from '../../__generated__/graphql/graphql.ts';
import type { DataLayer } from '../../lib/apollo/data-layer.tsx';
import { pageUnavailable } from '../../lib/apollo/page-errors.ts';
import { errorCode } from '../../lib/apollo/transport-errors.ts';
import type { ProfileMetaSource } from '../../routes/-route-meta.ts';
import { loadProfileHistory } from './profile-history-module.ts';
import { profileHeader, type FoundProfile, type ProfileHeader } from './profile-view.ts';

/** What the `/u/$slug` loader hands to the page (and, with the page, to the browser): the head's fields and the data. */
export interface PublicProfileData extends ProfileMetaSource {
  /** The UserProfile query's result: the member, their experience and education. */
  profile: FoundProfile;
  header: ProfileHeader;
  /** The ProfileStats query's result, or null when the figures could not be read. */
  stats: ProfileStatsQuery | null;
}

/**
 * The `/u/$slug` loader: the member's public profile and figures, returned as the route's data.
 * The router sends that data with the page, and the page renders (and hydrates) from it, so the
 * browser needs no Apollo Client to show it; the page hands it to Apollo's cache when the client
 * arrives (`DataLayer.prime`). An unknown member is a 404; an API that does not answer is a 503. A
 * member found by a slug they no longer use (the API answers them under their new one) is sent to
 * the new address, by the server too, so shared links keep working. Temporary (307), not 301: a
 * member may take an old slug back, and a browser that cached old -> new would then loop.
 */
export async function loadPublicProfile(data: DataLayer, slug: string): Promise<PublicProfileData> {
  // The page's lower part, so a page reached by a link draws it at once (the server has it anyway).
  const history = loadProfileHistory().catch(() => undefined);
  const apollo = await data.loaderClient();
  let result;
  try {
    result = await apollo.query({ query: UserProfileDocument, variables: { slug } });
  } catch {
    throw pageUnavailable();
  }
  const person = result.data?.userProfile;
  if (person && person.slug !== slug) throw redirect({ to: '/u/$slug', params: { slug: person.slug } });
  if (person && result.data) {
    const profile: FoundProfile = { ...result.data, userProfile: person };
    // The figures are a detail: the page renders without them when they cannot be read.
    const stats = await apollo
      .query({ query: ProfileStatsDocument, variables: { userId: person.id } })
      .then(({ data: figures }) => (figures?.profileStats ? figures : null))
      .catch(() => null);
    await history;
    const { about, profileImage, profileImageUrl } = person.profile;
    return {
      firstName: person.firstName,
      lastName: person.lastName,
      slug: person.slug,
      about,
      imageUrl: profileImage?.cardUrl ?? profileImageUrl,
      profile,
      header: profileHeader(profile),
      stats,
    };
  }
  if (!result.error || errorCode(result.error) === 'NOT_FOUND') throw notFound();
  throw pageUnavailable();
}
