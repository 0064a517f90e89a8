import type { HeadOverrides } from '../src/routes/-route-meta.ts';

export interface PublicProfile {
  firstName: string;
  lastName: string;
  slug: string;
  about: string | null;
}

export type ProfileLookup = { kind: 'found'; profile: PublicProfile } | { kind: 'missing' } | { kind: 'unavailable' };

const QUERY = `query ServerUserProfile($slug: String!) {
  userProfile(slug: $slug) { slug firstName lastName profile { about } }
}`;

/**
 * Looks a member up for a crawler (no JavaScript needed to see their name): the public
 * `userProfile(slug)` query, as a JSON POST (the gateway's CSRF prevention accepts it).
 */
export async function lookupProfile(apiUrl: string, slug: string, timeoutMs = 2000): Promise<ProfileLookup> {
  try {
    const response = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
      body: JSON.stringify({ operationName: 'ServerUserProfile', query: QUERY, variables: { slug } }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json()) as {
      data?: { userProfile?: { slug: string; firstName: string; lastName: string; profile?: { about?: string | null } | null } | null };
      errors?: { extensions?: { code?: string } }[];
    };
    const user = body.data?.userProfile;
    if (user) {
      return {
        kind: 'found',
        profile: { slug: user.slug, firstName: user.firstName, lastName: user.lastName, about: user.profile?.about ?? null },
      };
    }
    const notFound = body.errors?.some((error) => error.extensions?.code === 'NOT_FOUND') ?? false;
    if (body.data && 'userProfile' in body.data && body.data.userProfile === null && (!body.errors || notFound)) {
      return { kind: 'missing' };
    }
    return notFound ? { kind: 'missing' } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** The head of a member's public profile. */
export function profileHeadOverrides(profile: PublicProfile): HeadOverrides {
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const about = profile.about?.replace(/\s+/g, ' ').trim();
  return {
    title: name,
    description: about ? about.slice(0, 200) : `${name} is a member of Koinonia, the professional network for the ministry world.`,
    type: 'profile',
    profile: { firstName: profile.firstName, lastName: profile.lastName, username: profile.slug },
  };
}
