import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { ProfileStatsDocument, UserProfileDocument } from '../../__generated__/graphql/graphql.ts';
import type { PublicProfileData } from './load-public-profile.ts';
import type { ProfileFigures } from './profile-stats.tsx';
import { profileView, type ProfileView } from './profile-view.ts';

/**
 * The public profile's Apollo half, downloaded with Apollo Client after the page has hydrated
 * from its loader's data (public-profile-page.tsx).
 */

/** Hands the loader's data to Apollo's cache as the client is created (`DataLayer.prime`). */
export function writeProfileToCache(client: ApolloClient, { slug, profile, stats }: PublicProfileData): void {
  client.writeQuery({ query: UserProfileDocument, variables: { slug }, data: profile });
  if (stats) client.writeQuery({ query: ProfileStatsDocument, variables: { userId: profile.userProfile.id }, data: stats });
}

/**
 * Watches the profile and its figures in Apollo's cache and reports them to the page: the profile
 * is refreshed from the network (cache-and-network; not while the page settles after the
 * server's render), the figures are read again once a changed connection dropped them.
 */
export function ProfileWatcher({
  slug,
  userId,
  onProfile,
  onStats,
}: {
  slug: string;
  userId: string;
  onProfile: (view: ProfileView) => void;
  onStats: (stats: ProfileFigures) => void;
}) {
  const profile = useQuery(UserProfileDocument, { variables: { slug } });
  const stats = useQuery(ProfileStatsDocument, { variables: { userId }, fetchPolicy: 'cache-first' });
  const watchedProfile = profile.dataState === 'complete' ? profile.data : undefined;
  const watchedStats = stats.dataState === 'complete' ? stats.data.profileStats : undefined;
  useEffect(() => {
    if (watchedProfile) onProfile(profileView(watchedProfile));
  }, [watchedProfile, onProfile]);
  useEffect(() => {
    if (watchedStats) onStats(watchedStats);
  }, [watchedStats, onStats]);
  return null;
}
