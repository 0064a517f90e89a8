import { notFound, redirect } from '@tanstack/react-router';
import { ProfileStatsDocument, UserProfileDocument } from '../../__generated__/graphql/graphql.ts';
import type { DataLayer } from '../../lib/apollo/data-layer.tsx';
import { pageUnavailable } from '../../lib/apollo/page-errors.ts';
import { errorCode } from '../../lib/apollo/transport-errors.ts';
import type { ProfileMetaSource } from '../../routes/-route-meta.ts';

/**
 * The `/u/$slug` loader: the member's public profile goes into Apollo's cache (where the page
 * reads it, and which the server hands to the browser), and what the page's head needs is
 * returned. An unknown member is a 404; an API that does not answer is a 503. A member found by a
 * slug they no longer use (the API answers them under their new one) is sent to the new address,
 * by the server too, so shared links keep working. Temporary (307), not 301: a member may take an
 * old slug back, and a browser that cached old -> new would then loop.
 */
export async function loadPublicProfile(data: DataLayer, slug: string): Promise<ProfileMetaSource> {
  const apollo = await data.client();
  let result;
  try {
    result = await apollo.query({ query: UserProfileDocument, variables: { slug } });
  } catch {
    throw pageUnavailable();
  }
  const person = result.data?.userProfile;
  if (person && person.slug !== slug) throw redirect({ to: '/u/$slug', params: { slug: person.slug } });
  if (person) {
    // The figures are a detail: the page renders without them when they cannot be read.
    await apollo.query({ query: ProfileStatsDocument, variables: { userId: person.id } }).catch(() => undefined);
    const { about, profileImage, profileImageUrl } = person.profile;
    return { firstName: person.firstName, lastName: person.lastName, slug: person.slug, about, imageUrl: profileImage?.cardUrl ?? profileImageUrl };
  }
  if (!result.error || errorCode(result.error) === 'NOT_FOUND') throw notFound();
  throw pageUnavailable();
}
